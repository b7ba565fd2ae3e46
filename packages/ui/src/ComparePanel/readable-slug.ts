/**
 * A classification slug as a title (`wire-processing` → `Wire processing`), for a group whose
 * products are not loaded yet: the basket knows only the slug.
 */
export function readableSlug(slug: string): string {
  const words = slug.split(/[-_]+/).filter((word) => word !== '');
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
