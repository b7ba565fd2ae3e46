import { buildLocale, type Site, type SystemData } from '@kmx/domain/site';
import type { PagePayload } from '@kmx/domain/view';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from '../render/Document';
import { exampleAssets, notFoundPayload } from '../render/test-support/example-pages';
import { editorPageView } from './editor-page-view';

function site(id: string, name: string, slug: string | null): Site {
  return {
    id,
    name,
    slug,
    internationalOnly: false,
    hideSideButtons: false,
    enableCutFont: false,
    headerNavigationId: `${id}-header`,
    footerNavigationId: `${id}-footer`,
    domains: [slug === null ? 'localhost' : `localhost/${slug}`],
  };
}

const systemData: SystemData = {
  countries: [],
  languages: ['en', 'de'].map((languageCode) => ({
    languageCode,
    defaultCountry: 'CH',
    localizations: [],
  })),
  // The main site last, as the content service may list it; a site without navigation is no site.
  sites: [
    site('site-fairs', 'Trade fairs', 'fairs'),
    { ...site('site-broken', 'Broken', 'broken'), headerNavigationId: null },
    site('site-main', 'Komax', null),
  ],
};

function editorPage(language: string, signedIn: boolean) {
  return editorPageView(
    {
      locale: buildLocale(language, 'CH'),
      links: { localeCode: `${language}-ch`, siteSlug: null },
      content: { systemData: async () => systemData },
      site: { site: { name: 'Komax' } },
    },
    signedIn,
  );
}

const assets = { ...exampleAssets, editorStyles: ['/assets/editor.css'] };

function documentOf(payload: PagePayload): string {
  return renderToString(<Document payload={payload} assets={assets} nonce="n0nce" />);
}

describe('the editor area page the server sends', () => {
  it('is personal, never kept by the page cache, and not indexed', async () => {
    const { cacheable, personal, payload } = await editorPage('en', false);
    expect(cacheable).toBe(false);
    expect(personal).toBe(true);
    expect(payload.status).toBe(200);
    expect(payload.head.robots).toContain('noindex');
    expect(payload.head.canonical).toBeNull();
    expect(payload.head.alternates).toEqual([]);
  });

  it('offers every usable site with its languages, the main site first', async () => {
    const { payload } = await editorPage('de', true);
    expect(payload.view).toEqual({
      kind: 'editor',
      language: 'de',
      homeHref: '/de-ch',
      localeCode: 'de-ch',
      siteName: 'Komax',
      signedIn: true,
      sites: [
        { id: 'site-main', name: 'Komax', slug: null, languages: ['en', 'de'] },
        { id: 'site-fairs', name: 'Trade fairs', slug: 'fairs', languages: ['en', 'de'] },
      ],
    });
  });

  it.each([
    ['en', 'Editor area'],
    ['de', 'Redaktionsbereich'],
  ])('is titled in the visitor’s language (%s)', async (language, title) => {
    const { payload } = await editorPage(language, false);
    expect(payload.head.title).toContain(title);
  });

  it('shows a visitor the password form, and an editor none', async () => {
    const visitor = documentOf((await editorPage('en', false)).payload);
    const editor = documentOf((await editorPage('en', true)).payload);
    expect(visitor).toContain('type="password"');
    expect(visitor).toMatch(/<meta name="robots" content="noindex/);
    expect(editor).not.toContain('type="password"');
    expect(editor).toContain('aria-busy="true"');
  });

  it('links the editor area’s stylesheet on its own page only', async () => {
    const editor = documentOf((await editorPage('en', false)).payload);
    const publicPage = documentOf(notFoundPayload('/en/x'));
    expect(editor).toContain('<link rel="stylesheet" href="/assets/editor.css"/>');
    expect(publicPage).not.toContain('editor.css');
  });
});
