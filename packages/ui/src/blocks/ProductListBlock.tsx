import { productLinkTarget } from '@kmx/domain/content';
import { productNamePlaceholder } from '@kmx/domain/navigation';
import { AddToComparisonButton } from '../AddToComparisonButton';
import type { BlockRendererProps } from './BlockRegistry';
import { BlockLink } from './BlockLink';
import { useBlockSettings } from './BlockSettings';
import { BlockTitle } from './BlockTitle';

/**
 * Links to the products a page names, each to its page under its classification (spec public-site
 * 2.2) by its catalogue name. Products the visitor's country is not offered (the page loader left
 * them out) are not listed (spec 5); a list left empty is not drawn. A product with a comparison
 * group can join the comparison (spec 3.7); a service or a product without a classification cannot.
 */
export function ProductListBlock({ block }: BlockRendererProps<'ProductList'>) {
  const { productLinks } = useBlockSettings();
  const offered = block.productSlugs.flatMap((productSlug) => {
    const target = productLinkTarget(productSlug, productLinks);
    return target === null ? [] : [{ productSlug, target }];
  });
  if (offered.length === 0) return null;
  return (
    <section className="block block-product-list">
      <BlockTitle blockId={block.id} title={block.title} />
      <ul className="product-list">
        {offered.map(({ productSlug, target }, index) => (
          <li key={`${productSlug}-${index}`} className="product-list__item">
            <BlockLink
              link={{ kind: 'product', text: productNamePlaceholder, productSlug }}
              className="product-list__link"
            />
            {target.comparisonGroup !== undefined && (
              <AddToComparisonButton
                productSlug={productSlug}
                classificationSlug={target.comparisonGroup}
                productName={target.name}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
