import type { LinkContext } from '@kmx/domain/routing';
import type { PageView } from '@kmx/domain/view';
import { visibleBrand } from '@kmx/domain/catalogue';
import { useState } from 'react';
import { AddToComparisonButton } from '../AddToComparisonButton/AddToComparisonButton';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { useMeasurementChoice } from '../PageLayout/MeasurementChoice';
import { CapabilitiesSearch } from './CapabilitiesSearch';
import { ProductDownloads } from './ProductDownloads';
import { ProductGallery } from './ProductGallery';
import { ProductHighlights } from './ProductHighlights';
import { ProductVariants } from './ProductVariants';
import { ProductVideo } from './ProductVideo';
import { RelatedProducts } from './RelatedProducts';
import { RelatedStories } from './RelatedStories';
import { TalkToExpert } from './TalkToExpert';
import { TechnicalData } from './TechnicalData';

export interface ProductPageProps {
  readonly view: Extract<PageView, { kind: 'product' }>;
}

/**
 * Spec public-site 2.5, 3.6: one product. Keyed by the product, so that moving to another
 * product starts from its own first variant. The measurement system is the page's (spec 4).
 */
export function ProductPage({ view }: ProductPageProps) {
  return <ProductPageBody key={view.product.slug} view={view} />;
}

function ProductPageBody({ view }: ProductPageProps) {
  const messages = useMessages();
  const { product } = view;
  // Spec public-site 4: the choice is the visitor's from now on, shared with the comparison.
  const { system, choose: chooseSystem } = useMeasurementChoice(view.measurementSystem);
  const [variantId, setVariantId] = useState<string | null>(product.variants[0]?.id ?? null);
  const linkContext: LinkContext = {
    localeCode: view.frame.locale.code,
    siteSlug: view.frame.site.slug,
  };
  const brand = visibleBrand(product.brand);

  return (
    <article className="product-page">
      <div className="product-page__intro">
        <ProductGallery images={product.images} productName={product.name} />
        <div className="product-page__summary">
          {brand !== null && (
            <p className="product-page__brand">
              {format(messages['catalogue.product.brand'], { brand: brand.name })}
            </p>
          )}
          <h1 className="product-page__name">{product.name}</h1>
          {product.shortDescription !== null && (
            <p className="product-page__short">{product.shortDescription}</p>
          )}
          {product.variantCount > 1 && (
            <p className="product-page__variant-count">
              {format(messages['catalogue.product.variantCount'], {
                count: String(product.variantCount),
              })}
            </p>
          )}
          <div className="product-page__actions">
            <TalkToExpert contactLink={view.frame.footer.contactLink} />
            {product.classificationSlug !== null && (
              <AddToComparisonButton
                productSlug={product.slug}
                classificationSlug={product.classificationSlug}
                productName={product.name}
                variantId={variantId}
              />
            )}
          </div>
        </div>
      </div>
      {product.longDescription !== null && (
        <p className="product-page__long">{product.longDescription}</p>
      )}
      {product.video !== null && <ProductVideo video={product.video} />}
      <ProductHighlights highlights={product.highlights} />
      <TechnicalData
        specifications={product.specifications}
        system={system}
        onSystemChange={chooseSystem}
      />
      <ProductVariants
        variants={product.variants}
        system={system}
        variantId={variantId}
        onVariantChange={setVariantId}
      />
      <ProductDownloads documents={product.documents} />
      <CapabilitiesSearch capabilities={product.capabilities} />
      <RelatedProducts items={product.relatedItems} linkContext={linkContext} />
      <RelatedStories stories={view.stories} linkContext={linkContext} />
    </article>
  );
}
