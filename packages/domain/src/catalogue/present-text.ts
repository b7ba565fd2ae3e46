/** A text from the catalogue service, or `null` when it is absent or blank, so views test one case. */
export function presentText(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : value;
}
