import { isInComparison } from '@kmx/domain/comparison';
import { useComparisonBasket } from '../ComparePanel/use-comparison-basket';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';

export interface AddToComparisonButtonProps {
  readonly productSlug: string;
  /** The group the product joins; a product without a classification cannot be compared. */
  readonly classificationSlug: string;
  readonly variantId?: string | null;
  readonly productName: string;
}

/**
 * Spec public-site 3.7, 4: a toggle. Pressed while the product is in the comparison basket; pressing
 * it then removes every instance of the product, else adds it. Inert until the page is hydrated and
 * the basket is known.
 */
export function AddToComparisonButton({
  productSlug,
  classificationSlug,
  variantId = null,
  productName,
}: AddToComparisonButtonProps) {
  const messages = useMessages();
  const { basket, ready, toggle } = useComparisonBasket();
  const inBasket = isInComparison(basket, productSlug);

  return (
    <button
      type="button"
      className="add-to-comparison"
      aria-pressed={inBasket}
      disabled={!ready}
      title={format(messages['comparison.addHint'], { product: productName })}
      // The name goes into the basket too: it names the product where the catalogue no longer does.
      onClick={() =>
        toggle({ classificationSlug, slug: productSlug, variantId, name: productName })
      }
    >
      <span className="add-to-comparison__box" aria-hidden="true" />
      {messages['comparison.add']}
      <span className="visually-hidden"> {productName}</span>
    </button>
  );
}
