/**
 * Spec public-site 5: shown wherever an image is missing. The spec does not give the address; the
 * site serves this file itself so that it never depends on the catalogue service.
 */
export const placeholderImageUrl = '/images/placeholder.svg';

/**
 * True when a media address is absent, blank, or the text "null" (the catalogue service sends that
 * text for images that were never uploaded).
 */
export function isMissingMedia(value: string | null | undefined): boolean {
  return mediaOrNull(value) === null;
}

/** The address, or `null` when it is missing in any of the ways `isMissingMedia` names. */
export function mediaOrNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.toLowerCase() === 'null' ? null : value;
}

export function imageOrPlaceholder(value: string | null | undefined): string {
  return mediaOrNull(value) ?? placeholderImageUrl;
}
