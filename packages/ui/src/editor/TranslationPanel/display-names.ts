/**
 * A language's name in the editor's language (`de` → "German" for an English editor). A code
 * `Intl` does not know, or a runtime without `Intl.DisplayNames`, shows the code itself.
 */
export function languageName(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A date and time of the translation service in the editor's language, `null` for a value that is
 * no date (the service's answer is shown as far as it can be, never as "Invalid Date").
 */
export function formatDateTime(iso: string, inLanguage: string, timeZone?: string): string | null {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return null;
  try {
    return new Intl.DateTimeFormat(inLanguage, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone !== undefined && { timeZone }),
    }).format(instant);
  } catch {
    return new Date(instant).toISOString();
  }
}
