import type { RunningSandbox } from '@kmx/sandbox';
import { startSandbox } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlContentSource } from './GraphqlContentSource';

let sandbox: RunningSandbox;
let source: GraphqlContentSource;

beforeAll(async () => {
  sandbox = await startSandbox();
  source = new GraphqlContentSource({ endpoint: sandbox.contentUrl });
});

afterAll(() => sandbox.close());

describe('GraphqlContentSource against the sandbox over HTTP', () => {
  it('reads system data into domain types', async () => {
    const data = await source.systemData();
    expect(data.sites.map((site) => site.id)).toContain('site-main');
    expect(data.languages.map((language) => language.languageCode)).toEqual(['en', 'de']);
    expect(data.countries.find((country) => country.countryCode === 'US')).toMatchObject({
      defaultMeasurementSystem: 'Imperial',
    });
  });

  it('reads the home page in German with its blocks', async () => {
    const page = await source.pageByPath({ path: '/', language: 'de' });
    expect(page).toMatchObject({
      title: 'Präzise Kabelverarbeitung',
      contentLanguage: 'de',
      isLanguageFallback: false,
      protection: 'none',
    });
    expect(page?.blocks.map((block) => block.type)).toEqual(['FlashMessage', 'RichText']);
  });

  it('falls back through the locale header to English', async () => {
    const page = await source.pageByPath({ path: '/', language: 'fr' });
    expect(page).toMatchObject({ contentLanguage: 'en', isLanguageFallback: true });
  });

  it('answers null for an unknown page', async () => {
    expect(await source.pageByPath({ path: '/no/such/page', language: 'en' })).toBeNull();
  });
});
