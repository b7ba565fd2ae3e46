import type { PageFrame, PageView } from '@kmx/domain/view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { viewAt } from '../test-support/payload-views';

// Spec public-site 2.5: "The language banner appears wherever the content is shown in a fallback
// language": not only on CMS pages, on stories and media releases too (their texts fall back to
// English when the visitor's language has none), and on catalogue pages (the catalogue says which
// language it answered in; the sandbox's products and classifications are in English and German).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory });
});

afterAll(() => server.close());

const viewOf = <Kind extends PageView['kind']>(path: string, kind: Kind) =>
  viewAt(server.url, `${path}/_payload.json`, kind);

const bannerLanguages = (view: { readonly frame: PageFrame }) =>
  view.frame.languageBanner?.languages.map((language) => language.languageCode) ?? null;

describe('the language banner on content shown in a fallback language', () => {
  it('shows on a media release that has no French text, offering German and English', async () => {
    const view = await viewOf('/fr/media-releases/annual-results-2024', 'media-release');
    expect(view.release.contentLanguage).toBe('en');
    expect(bannerLanguages(view)).toEqual(['de', 'en']);
  });

  it('shows on a story that has no French text', async () => {
    const view = await viewOf('/fr/stories/one-cut-thirty-thousand-times', 'story');
    expect(view.story.contentLanguage).not.toBe('fr');
    expect(bannerLanguages(view)).toContain('en');
  });

  it('stays away when the content is in the page’s language', async () => {
    const english = await viewOf('/en/media-releases/annual-results-2024', 'media-release');
    expect(bannerLanguages(english)).toBeNull();
    const german = await viewOf('/de/media-releases/annual-results-2024', 'media-release');
    expect(german.release.contentLanguage).toBe('de');
    expect(bannerLanguages(german)).toBeNull();
    const story = await viewOf('/en/stories/one-cut-thirty-thousand-times', 'story');
    expect(bannerLanguages(story)).toBeNull();
  });
});

describe('the language banner on catalogue pages', () => {
  const product = '/products/wire-processing/cutting/cutter-355';

  it('shows on a product page in Czech, which the product has no texts in', async () => {
    const view = await viewOf(`/cs-cz${product}`, 'product');
    expect(view.product.language).toBe('en');
    expect(bannerLanguages(view)).toContain('en');
  });

  it('stays away from a product page in the product’s own language', async () => {
    const german = await viewOf(`/de-ch${product}`, 'product');
    expect(german.product.language).toBe('de');
    expect(bannerLanguages(german)).toBeNull();
    const english = await viewOf(`/en-ch${product}`, 'product');
    expect(bannerLanguages(english)).toBeNull();
  });

  it('shows on a service page in Czech, not in German', async () => {
    const service = '/services/maintenance/service-contracts/care-basic';
    const czech = await viewOf(`/cs-cz${service}`, 'service');
    expect(czech.service.language).toBe('en');
    expect(bannerLanguages(czech)).toContain('en');
    const german = await viewOf(`/de-ch${service}`, 'service');
    expect(bannerLanguages(german)).toBeNull();
  });

  it('shows on a classification page in Czech, not in German', async () => {
    const czech = await viewOf('/cs-cz/products/wire-processing/cutting', 'classification');
    expect(czech.classification.language).toBe('en');
    expect(bannerLanguages(czech)).toContain('en');
    const german = await viewOf('/de-ch/products/wire-processing/cutting', 'classification');
    expect(bannerLanguages(german)).toBeNull();
  });
});
