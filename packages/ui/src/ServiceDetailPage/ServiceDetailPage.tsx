import type { ProductSummary } from '@kmx/domain/catalogue';
import type { Story } from '@kmx/domain/content';
import type { PageFrame, PageView } from '@kmx/domain/view';
import { storyRoute } from '@kmx/domain/routing';
import { CatalogueImage } from '../ClassificationPage/CatalogueImage';
import { CatalogueItemCard } from '../ClassificationPage/CatalogueItemCard';
import { catalogueHref } from '../ClassificationPage/catalogue-link';
import type { MessageKey } from '../i18n/Messages';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { serviceTexts } from './service-texts';
import { ServiceVideo } from './ServiceVideo';

export interface ServiceDetailPageProps {
  readonly view: Extract<PageView, { kind: 'service' }>;
}

function RelatedList({
  id,
  title,
  items,
  frame,
}: {
  id: string;
  title: string;
  items: readonly ProductSummary[];
  frame: PageFrame;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="catalogue-cards">
        {items.map((item) => (
          <CatalogueItemCard key={item.slug} item={item} frame={frame} />
        ))}
      </ul>
    </section>
  );
}

function StoryCards({ stories, frame }: { stories: readonly Story[]; frame: PageFrame }) {
  const messages = useMessages();
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="kmx-service-stories">
      <h2 id="kmx-service-stories">{messages['catalogue.service.stories']}</h2>
      <ul className="catalogue-cards">
        {stories.map((story) => (
          <li key={story.slug} className="catalogue-card">
            <a
              className="catalogue-card__link"
              href={catalogueHref(storyRoute(story.slug), frame)}
              aria-label={format(messages['catalogue.service.readStory'], { title: story.title })}
            >
              <CatalogueImage image={story.image?.url ?? null} alt="" />
              <span className="catalogue-card__name">{story.title}</span>
            </a>
            <p className="catalogue-card__text">{story.leadText}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TextList({ id, title, texts }: { id: string; title: string; texts: readonly string[] }) {
  if (texts.length === 0) return null;
  return (
    <section aria-labelledby={id} className="service-page__texts">
      <h2 id={id}>{title}</h2>
      <ul>
        {texts.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

const relatedLists = [
  ['relatedProducts', 'catalogue.service.relatedProducts'],
  ['relatedComponents', 'catalogue.service.components'],
  ['relatedServices', 'catalogue.service.services'],
] as const satisfies readonly (readonly [string, MessageKey])[];

/**
 * Spec public-site 2.5, 3.6: one service product: name, descriptions, the six benefits and six
 * details that are filled, pictures, video, related products, components, services and stories.
 */
export function ServiceDetailPage({ view }: ServiceDetailPageProps) {
  const messages = useMessages();
  const { service, frame } = view;
  const [primary, ...additional] = [service.primaryImage, ...service.additionalImages];
  return (
    <article className="service-page">
      <header className="service-page__header">
        <h1>{service.name}</h1>
        {service.shortDescription === null ? null : (
          <p className="service-page__lead">{service.shortDescription}</p>
        )}
      </header>
      {primary === undefined ? null : (
        <div className="service-page__images">
          <figure className="service-page__primary">
            <CatalogueImage image={primary.url} alt={primary.name} eager />
          </figure>
          {additional.length === 0 ? null : (
            <ul
              className="service-page__gallery"
              aria-label={format(messages['catalogue.service.images'], { name: service.name })}
            >
              {additional.map((image) => (
                <li key={image.url}>
                  <CatalogueImage image={image.url} alt={image.name} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {service.longDescription === null ? null : (
        <p className="service-page__description">{service.longDescription}</p>
      )}
      <div className="service-page__columns">
        <TextList
          id="kmx-service-benefits"
          title={messages['catalogue.service.benefits']}
          texts={serviceTexts(service, 'benefit')}
        />
        <TextList
          id="kmx-service-details"
          title={messages['catalogue.service.details']}
          texts={serviceTexts(service, 'detail')}
        />
      </div>
      {service.video === null ? null : <ServiceVideo video={service.video} />}
      {relatedLists.map(([field, key]) => (
        <RelatedList
          key={field}
          id={`kmx-service-${field}`}
          title={messages[key]}
          items={service[field]}
          frame={frame}
        />
      ))}
      <StoryCards stories={service.relatedStories} frame={frame} />
    </article>
  );
}
