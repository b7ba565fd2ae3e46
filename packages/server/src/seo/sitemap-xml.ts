import { escapeXml } from './xml-text';

const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

/** One address of a sitemap with the same page in the other languages (itself included). */
export interface SitemapEntry {
  readonly loc: string;
  readonly alternates: readonly { readonly hrefLang: string; readonly href: string }[];
}

/** A sitemap index (sitemaps.org 0.9): one `<sitemap>` for each absolute sitemap address. */
export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const sitemaps = sitemapUrls.map(
    (url) => `  <sitemap>\n    <loc>${escapeXml(url)}</loc>\n  </sitemap>\n`,
  );
  return `${declaration}\n<sitemapindex xmlns="${sitemapNamespace}">\n${sitemaps.join('')}</sitemapindex>\n`;
}

/** A sitemap with `xhtml:link rel="alternate" hreflang` for each language version of a page. */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates.map(
      ({ hrefLang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(hrefLang)}" href="${escapeXml(href)}"/>\n`,
    );
    return `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n${links.join('')}  </url>\n`;
  });
  return `${declaration}\n<urlset xmlns="${sitemapNamespace}" xmlns:xhtml="${xhtmlNamespace}">\n${urls.join('')}</urlset>\n`;
}
