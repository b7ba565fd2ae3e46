import type { BlockRendererProps } from '../BlockRegistry';
import { BlockTitle } from '../BlockTitle';

/**
 * Key figures ("Komax in figures"): each a large value with its unit over what it counts, as a
 * description list so that a screen reader reads the label with its value. No script of its own.
 */
export function KeyFiguresBlock({ block }: BlockRendererProps<'KeyFigures'>) {
  return (
    <section className="block block-key-figures">
      <BlockTitle blockId={block.id} title={block.title} />
      <dl className="key-figures">
        {block.figures.map((figure, index) => (
          <div className="key-figures__item" key={index}>
            <dt className="key-figures__label">{figure.label}</dt>
            <dd className="key-figures__value">
              {figure.value}
              {figure.unit !== null && figure.unit !== '' && (
                <span className="key-figures__unit"> {figure.unit}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
