import { productLinkTarget, productNamePlaceholder } from '@kmx/domain';
import type { BlockRendererProps } from './BlockRegistry';
import { BlockLink } from './BlockLink';
import { useBlockSettings } from './BlockSettings';
import { BlockTitle } from './BlockTitle';

/**
 * Links to the products a page names, each to its page under its classification (spec public-site
 * 2.2) by its catalogue name. Products the visitor's country is not offered (the page loader left
 * them out) are not listed (spec 5); a list left empty is not drawn.
 */
export function ProductListBlock({ block }: BlockRendererProps<'ProductList'>) {
  const { productLinks } = useBlockSettings();
  const offered = block.productSlugs.filter(
    (productSlug) => productLinkTarget(productSlug, productLinks) !== null,
  );
  if (offered.length === 0) return null;
  return (
    <section className="block block-product-list">
      <BlockTitle blockId={block.id} title={block.title} />
      <ul className="product-list">
        {offered.map((productSlug, index) => (
          <li key={`${productSlug}-${index}`} className="product-list__item">
            <BlockLink
              link={{ kind: 'product', text: productNamePlaceholder, productSlug }}
              className="product-list__link"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
