import { BlockTitle } from './BlockTitle';

/** A form block's title (the editors', else the form's own) and the editors' intro. */
export function FormBlockHeading({
  blockId,
  title,
  fallbackTitle,
  intro,
}: {
  readonly blockId: string;
  readonly title: string | null;
  readonly fallbackTitle: string;
  readonly intro: string | null;
}) {
  const own = title !== null && title.trim() !== '';
  return (
    <>
      {own ? (
        <BlockTitle blockId={blockId} title={title} />
      ) : (
        <h2 className="block-title">{fallbackTitle}</h2>
      )}
      {intro !== null && intro.trim() !== '' && <p className="block-form__intro">{intro}</p>}
    </>
  );
}
