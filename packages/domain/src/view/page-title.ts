/** Spec public-site 2.5: a page's title names the site after it (`Company | Komax`). */
export function titleWithSite(title: string, siteName: string): string {
  return `${title} | ${siteName}`;
}
