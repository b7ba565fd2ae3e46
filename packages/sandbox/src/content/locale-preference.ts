/** The visitor's languages from the content service's locale header (current, fallback, en). */
export function preferredLanguages(headerValue: string | null): string[] {
  const languages = (headerValue ?? '')
    .split(',')
    .map((language) => language.trim().toLowerCase())
    .filter((language) => /^[a-z]{2,3}$/.test(language));
  return languages.length > 0 ? languages : ['en'];
}
