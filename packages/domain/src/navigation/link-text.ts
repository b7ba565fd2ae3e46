/** Spec public-site 3.4: the placeholder a link text may hold for the linked product's name. */
export const productNamePlaceholder = '{{name}}';

/** Replaces every `{{name}}` in a link text with the product name, taken literally. */
export function linkTextWithProductName(text: string, productName: string): string {
  // A replacer function keeps `$&` and friends in a product name from being read as patterns.
  return text.replaceAll(productNamePlaceholder, () => productName);
}
