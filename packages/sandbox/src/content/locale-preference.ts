/** The header the content service reads its language preference from (current, fallback, en). */
export const localeHeaderName = 'x-locale';

export function preferredLanguages(headerValue: string | null): string[] {
  const languages = (headerValue ?? '')
    .split(',')
    .map((language) => language.trim().toLowerCase())
    .filter((language) => /^[a-z]{2,3}$/.test(language));
  return languages.length > 0 ? languages : ['en'];
}
