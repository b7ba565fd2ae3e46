import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('lists every sitemap in an index', () => {
    expect(sitemapIndexXml(['https://x.example/sitemaps/site-main/en.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <sitemap>\n    <loc>https://x.example/sitemaps/site-main/en.xml</loc>\n  </sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('gives each address its language alternates, escaped', () => {
    const xml = urlSetXml([
      {
        loc: 'https://x.example/en/a?b=1&c=2',
        alternates: [{ hrefLang: 'de', href: 'https://x.example/de/a?b=1&c=2' }],
      },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://x.example/en/a?b=1&amp;c=2</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://x.example/de/a?b=1&amp;c=2"/>',
    );
  });
});
