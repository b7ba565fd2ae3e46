import type { Teaser } from '@kmx/domain/content';
import { imageSizes } from '@kmx/domain/media';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { BlockLink } from './BlockLink';
import { useBlockMarkup } from './use-block-markup';

/** Cards sit three to a row on wide screens, two on medium ones and alone on phones. */
const cardSizes = '(min-width: 1180px) 380px, (min-width: 640px) 50vw, 100vw';

/** One teaser: picture, title, text (sanitised markup) and the link it leads on with. */
export function TeaserCard({ teaser, headingLevel }: { teaser: Teaser; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const text = useBlockMarkup(teaser.text ?? '');
  return (
    <article className="teaser">
      {teaser.image !== null && (
        <ResponsiveImage
          image={teaser.image}
          size={imageSizes.gallery}
          sizes={cardSizes}
          className="teaser__image"
        />
      )}
      <div className="teaser__body">
        <Heading className="teaser__title">{teaser.title}</Heading>
        {teaser.text !== null && teaser.text !== '' && (
          <div className="teaser__text rich-text" dangerouslySetInnerHTML={text} />
        )}
        {teaser.link !== null && <BlockLink link={teaser.link} className="teaser__link" />}
      </div>
    </article>
  );
}
