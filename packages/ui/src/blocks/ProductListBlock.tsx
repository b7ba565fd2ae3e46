import { productNamePlaceholder } from '@kmx/domain';
import type { BlockRendererProps } from './BlockRegistry';
import { BlockLink } from './BlockLink';
import { BlockTitle } from './BlockTitle';

/**
 * Links to the products a page names, each to its catalogue route (spec public-site 2.2) and by
 * its catalogue name when the page loader supplied it, else by the name its slug reads as.
 */
export function ProductListBlock({ block }: BlockRendererProps<'ProductList'>) {
  if (block.productSlugs.length === 0) return null;
  return (
    <section className="block block-product-list">
      <BlockTitle blockId={block.id} title={block.title} />
      <ul className="product-list">
        {block.productSlugs.map((productSlug, index) => (
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
