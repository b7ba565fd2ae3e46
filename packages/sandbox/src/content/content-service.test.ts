import { describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../http/loopback';
import { createContentService } from './content-service';

async function query(body: object, locale = 'en') {
  const server = await listenOnLoopback(createContentService());
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify(body),
  });
  const result = {
    status: response.status,
    body: (await response.json()) as Record<string, never>,
  };
  await server.close();
  return result;
}

describe('the sandbox content service', () => {
  it('answers systemDataQuery with sites, languages and countries', async () => {
    const { body } = await query({
      query:
        'query systemDataQuery { sites { id slug } languages { languageCode } countries { countryCode } }',
    });
    expect(body).toMatchObject({
      data: {
        sites: [{ id: 'site-main', slug: null }],
        languages: [{ languageCode: 'en' }, { languageCode: 'de' }],
      },
    });
  });

  it('serves the home page in the first language of the locale header', async () => {
    const { body } = await query(
      { query: '{ page(path: "/") { title contentLanguage isLanguageFallback } }' },
      'de,en',
    );
    expect(body).toEqual({
      data: {
        page: {
          title: 'Präzise Kabelverarbeitung',
          contentLanguage: 'de',
          isLanguageFallback: false,
        },
      },
    });
  });

  it('falls back to the next language and says so', async () => {
    const { body } = await query(
      { query: '{ page(path: "/") { contentLanguage isLanguageFallback } }' },
      'fr,de,en',
    );
    expect(body).toEqual({ data: { page: { contentLanguage: 'de', isLanguageFallback: true } } });
  });

  it('answers null for an unknown address', async () => {
    const { body } = await query({ query: '{ page(path: "/nowhere") { id } }' });
    expect(body).toEqual({ data: { page: null } });
  });
});
