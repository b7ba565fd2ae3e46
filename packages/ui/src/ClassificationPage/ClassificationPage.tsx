import type { PageView } from '@kmx/domain/view';
import { AddToComparisonButton } from '../AddToComparisonButton';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { CatalogueImage } from './CatalogueImage';
import { CatalogueItemCard } from './CatalogueItemCard';
import { catalogueHref } from './catalogue-link';
import { FinderPages, ProductFinder } from './ProductFinder';

export interface ClassificationPageProps {
  readonly view: Extract<PageView, { kind: 'classification' }>;
}

/**
 * Spec public-site 2.2, 3.5: a classification of the product or service catalogue: its children
 * as cards (already filtered by the visitor's country), then the products filed under it. Products
 * can join the comparison; services cannot.
 */
export function ClassificationPage({ view }: ClassificationPageProps) {
  const messages = useMessages();
  const { classification, products, frame } = view;
  const children = classification.childClassifications;
  const isProducts = view.catalogue === 'products';
  const { finder } = view;
  const narrowed =
    finder !== undefined &&
    (finder.choice.classification !== null || finder.choice.capability !== null);
  // The root's list is not "Products in Products" (issue 20): all of them, or those found.
  const listTitle =
    finder !== undefined
      ? messages[narrowed ? 'finder.matching' : 'finder.all']
      : format(
          messages[
            isProducts ? 'catalogue.classification.products' : 'catalogue.classification.services'
          ],
          { name: classification.name },
        );
  const action = catalogueHref(classification.route, frame);
  return (
    <article className="classification-page">
      <header className="classification-page__header">
        <h1>{classification.name}</h1>
        {classification.description === null ? null : (
          <p className="classification-page__description">{classification.description}</p>
        )}
      </header>
      {children.length === 0 ? null : (
        <section aria-labelledby="kmx-classification-children">
          <h2 id="kmx-classification-children">{messages['catalogue.classification.children']}</h2>
          <ul className="catalogue-cards catalogue-cards--classifications">
            {children.map((child, index) => (
              <li key={child.slug} className="catalogue-card">
                <a className="catalogue-card__link" href={catalogueHref(child.route, frame)}>
                  <CatalogueImage
                    image={child.image}
                    imageHighRes={child.imageHighRes}
                    alt=""
                    eager={index < 2}
                  />
                  <span className="catalogue-card__name">{child.name}</span>
                </a>
                {child.description === null ? null : (
                  <p className="catalogue-card__text">{child.description}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {finder === undefined ? null : (
        <ProductFinder finder={finder} action={action} shown={products.length} />
      )}
      {products.length === 0 ? null : (
        <section aria-labelledby="kmx-classification-products">
          <h2 id="kmx-classification-products">{listTitle}</h2>
          <ul className="catalogue-cards">
            {products.map((product) => (
              <CatalogueItemCard
                key={product.slug}
                item={product}
                frame={frame}
                {...(isProducts && product.serviceId === null && product.classificationSlug !== null
                  ? {
                      action: (
                        <AddToComparisonButton
                          productSlug={product.slug}
                          classificationSlug={product.classificationSlug}
                          productName={product.name}
                        />
                      ),
                    }
                  : {})}
              />
            ))}
          </ul>
          {finder === undefined ? null : <FinderPages finder={finder} action={action} />}
        </section>
      )}
      {children.length === 0 && products.length === 0 && finder === undefined ? (
        <p className="classification-page__empty">{messages['catalogue.classification.empty']}</p>
      ) : null}
    </article>
  );
}
