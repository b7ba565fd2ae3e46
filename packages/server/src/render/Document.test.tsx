import type { PagePayload } from '@kmx/domain/view';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from './Document';
import { exampleAssets } from './test-support/example-pages';

const assets = exampleAssets;

const payload: PagePayload = {
  status: 404,
  head: {
    title: 'Über uns & Geschichte',
    description: 'Wer wir sind "seit 1975"',
    canonical: 'https://www.example.com/de/company',
    alternates: [
      { hrefLang: 'en', href: 'https://www.example.com/en/company' },
      { hrefLang: 'de', href: 'https://www.example.com/de/company' },
      { hrefLang: 'x-default', href: 'https://www.example.com/en/company' },
    ],
    openGraph: {
      type: 'article',
      siteName: 'Komax',
      locale: 'de_CH',
      image: 'https://cdn.example.com/a.png',
    },
    robots: 'index, follow',
  },
  view: { kind: 'not-found', language: 'de', homeHref: '/de', frame: null, path: '/de/x</script>' },
};

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('the document', () => {
  it('puts title, description, robots, canonical, alternates and Open Graph in the head', () => {
    const head = headOf(
      renderToString(<Document payload={payload} assets={assets} nonce="n0nce" />),
    );
    expect(head).toContain('<title>Über uns &amp; Geschichte</title>');
    expect(head).toContain(
      '<meta name="description" content="Wer wir sind &quot;seit 1975&quot;"/>',
    );
    expect(head).toContain('<meta name="robots" content="index, follow"/>');
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/de/company"/>');
    expect(head).toContain(
      '<link rel="alternate" hrefLang="en" href="https://www.example.com/en/company"/>',
    );
    expect(head).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://www.example.com/en/company"/>',
    );
    expect(head).toContain('<meta property="og:title" content="Über uns &amp; Geschichte"/>');
    expect(head).toContain('<meta property="og:type" content="article"/>');
    expect(head).toContain(
      '<meta property="og:url" content="https://www.example.com/de/company"/>',
    );
    expect(head).toContain('<meta property="og:site_name" content="Komax"/>');
    expect(head).toContain('<meta property="og:locale" content="de_CH"/>');
    expect(head).toContain('<meta property="og:image" content="https://cdn.example.com/a.png"/>');
    expect(head).toContain('<meta property="og:description"');
  });

  it('leaves out canonical, og:url, og:image and empty descriptions when there are none', () => {
    const bare: PagePayload = {
      ...payload,
      head: {
        ...payload.head,
        description: '',
        canonical: null,
        alternates: [],
        openGraph: { ...payload.head.openGraph, image: null },
        robots: 'noindex, nofollow',
      },
    };
    const head = headOf(renderToString(<Document payload={bare} assets={assets} nonce="n0nce" />));
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('og:url');
    expect(head).not.toContain('og:image');
    expect(head).not.toContain('description');
    expect(head).not.toContain('rel="alternate"');
    expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('embeds the whole payload for hydration, escaped', () => {
    const html = renderToString(<Document payload={payload} assets={assets} nonce="n0nce" />);
    const embedded = /<script id="kmx-view" type="application\/json">(.*?)<\/script>/s.exec(html);
    expect(embedded?.[1]).not.toContain('</script');
    expect(JSON.parse(embedded?.[1] ?? 'null')).toEqual(payload);
    expect(html).toContain('<html lang="de">');
  });

  it('asks for the texts of the page’s language with the entry, English for other languages', () => {
    const preloads = (language: string) =>
      [
        ...headOf(
          renderToString(
            <Document
              payload={{ ...payload, view: { ...payload.view, language } }}
              assets={assets}
              nonce="n0nce"
            />,
          ),
        ).matchAll(/<link rel="modulepreload" href="([^"]+)" nonce="n0nce"\/>/g),
      ].map((match) => match[1]);
    expect(preloads('de')).toEqual(['/assets/messages-de-abc.js']);
    expect(preloads('en')).toEqual(['/assets/messages-en-abc.js']);
    expect(preloads('fr')).toEqual(['/assets/messages-fr-abc.js']);
    expect(preloads('it')).toEqual(['/assets/messages-en-abc.js']);
  });
});

describe('given a bundle with the brand typeface', () => {
  const withFont = { ...exampleAssets, fonts: ['/assets/inter-latin-wght-normal-4Fq2.woff2'] };

  it('preloads the font file from the head, in CORS mode as fonts are fetched', () => {
    const head = headOf(
      renderToString(<Document payload={payload} assets={withFont} nonce="n0nce" />),
    );
    expect(head).toContain(
      '<link rel="preload" href="/assets/inter-latin-wght-normal-4Fq2.woff2" as="font" type="font/woff2" crossorigin=""/>',
    );
  });

  it('asks for the font before the stylesheet that uses it', () => {
    const head = headOf(
      renderToString(<Document payload={payload} assets={withFont} nonce="n0nce" />),
    );
    expect(head.indexOf('rel="preload"')).toBeLessThan(head.indexOf('rel="stylesheet"'));
  });
});
