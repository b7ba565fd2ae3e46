import type { CatalogueRelatedItem, RelatedItemType } from '@kmx/domain/catalogue';
import type { LinkContext } from '@kmx/domain/routing';
import { relatedItemTypes, visibleBrand } from '@kmx/domain/catalogue';
import { comparisonGroupOf } from '@kmx/domain/comparison';
import { imageSizes } from '@kmx/domain/media';
import { buildLink } from '@kmx/domain/routing';
import { useId } from 'react';
import { AddToComparisonButton } from '../AddToComparisonButton';
import { useMessages } from '../i18n/MessagesProvider';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';

export interface RelatedProductsProps {
  readonly items: readonly CatalogueRelatedItem[];
  readonly linkContext: LinkContext;
}

const headingKeys = {
  related: 'catalogue.product.related.related',
  component: 'catalogue.product.related.component',
  service: 'catalogue.product.related.service',
} as const satisfies Record<RelatedItemType, string>;

/**
 * Spec public-site 2.5, 3.6: related products, components and services, one group each. Related
 * products and components can join the comparison (3.7); services cannot.
 */
export function RelatedProducts({ items, linkContext }: RelatedProductsProps) {
  const groups = Object.values(relatedItemTypes)
    .map((type) => ({ type, items: items.filter((item) => item.type === type) }))
    .filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="related-products">
      {groups.map((group) => (
        <RelatedGroup
          key={group.type}
          type={group.type}
          items={group.items}
          linkContext={linkContext}
        />
      ))}
    </div>
  );
}

function RelatedGroup({
  type,
  items,
  linkContext,
}: {
  readonly type: RelatedItemType;
  readonly items: readonly CatalogueRelatedItem[];
  readonly linkContext: LinkContext;
}) {
  const messages = useMessages();
  const headingId = useId();
  return (
    <section
      className={`product-section related-group related-group--${type}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{messages[headingKeys[type]]}</h2>
      <ul className="product-cards">
        {items.map(({ product }, index) => {
          const brand = visibleBrand(product.brand);
          // The group's type rules out services too, should an entry lack its service id.
          const group = type === relatedItemTypes.service ? null : comparisonGroupOf(product);
          return (
            <li key={`${product.slug}-${index}`} className="product-card">
              <ResponsiveImage
                image={{ url: product.image, alternativeText: '' }}
                size={imageSizes.gallery}
                sizes="(min-width: 48rem) 15rem, 100vw"
                decorative
                className="product-card__image"
              />
              <h3 className="product-card__name">
                <a className="product-card__link" href={buildLink(product.link, linkContext)}>
                  {product.name}
                </a>
              </h3>
              {brand !== null && <p className="product-card__brand">{brand.name}</p>}
              {product.shortDescription !== null && (
                <p className="product-card__text">{product.shortDescription}</p>
              )}
              {group !== null && (
                <div className="product-card__action">
                  <AddToComparisonButton
                    productSlug={product.slug}
                    classificationSlug={group}
                    productName={product.name}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
