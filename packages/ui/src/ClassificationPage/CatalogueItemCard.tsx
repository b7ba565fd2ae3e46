import type { ProductSummary } from '@kmx/domain/catalogue';
import type { PageFrame } from '@kmx/domain/view';
import type { ReactNode } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { CatalogueImage } from './CatalogueImage';
import { catalogueHref } from './catalogue-link';

export interface CatalogueItemCardProps {
  readonly item: ProductSummary;
  readonly frame: PageFrame;
  /** Shown below the link, e.g. the add-to-comparison button of a product. */
  readonly action?: ReactNode;
}

/** A product or service as a card: picture, name, brand, short description, link to its page. */
export function CatalogueItemCard({ item, frame, action }: CatalogueItemCardProps) {
  const messages = useMessages();
  return (
    <li className="catalogue-card">
      <a className="catalogue-card__link" href={catalogueHref(item.link, frame)}>
        <CatalogueImage image={item.image} alt="" />
        <span className="catalogue-card__name">{item.name}</span>
      </a>
      {item.brand === null ? null : (
        <p className="catalogue-card__brand">
          {format(messages['catalogue.common.brand'], { brand: item.brand.name })}
        </p>
      )}
      {item.shortDescription === null ? null : (
        <p className="catalogue-card__text">{item.shortDescription}</p>
      )}
      {action === undefined ? null : <div className="catalogue-card__action">{action}</div>}
    </li>
  );
}
