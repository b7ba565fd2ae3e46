import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;
/** The same product with its catalogue service unreachable. */
let withoutCatalogue: RunningServer;

beforeAll(async () => {
  [server, withoutCatalogue] = await Promise.all([
    startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory }),
    startServer(
      loadConfig({ PORT: '0', LOG_LEVEL: 'silent', CATALOGUE_URL: 'http://127.0.0.1:9/graphql' }),
      { clientDirectory },
    ),
  ]);
});

afterAll(async () => {
  await Promise.all([server.close(), withoutCatalogue.close()]);
});

interface ProductAnswer {
  readonly name: string;
  readonly slug: string;
  readonly shortDescription: string | null;
  readonly classificationSlug: string | null;
  readonly classificationName: string | null;
  readonly variants: readonly { readonly id: string }[];
  readonly specifications: readonly { readonly name: string }[];
}

async function comparison(query: string, origin = server.url): Promise<Response> {
  return fetch(`${origin}/api/comparison?${query}`);
}

async function errorOf(response: Response): Promise<string> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error).toBe('string');
  return String(body.error);
}

describe('GET /api/comparison', () => {
  it('answers the products in the order asked, with variants and specifications', async () => {
    const response = await comparison('locale=en&slugs=stripper-480,cutter-355');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const products = (await response.json()) as ProductAnswer[];
    expect(products.map((product) => product.slug)).toEqual(['stripper-480', 'cutter-355']);
    expect(products.map((product) => product.classificationSlug)).toEqual(['stripping', 'cutting']);
    expect(products[1]?.variants.map((variant) => variant.id)).toEqual([
      'cutter-355-s',
      'cutter-355-hd',
    ]);
    expect(products[1]?.specifications.length).toBeGreaterThan(0);
  });

  it('answers in the language of the locale', async () => {
    const response = await comparison('locale=de-ch&slugs=cutter-355');
    expect(response.status).toBe(200);
    const [product] = (await response.json()) as ProductAnswer[];
    expect(product?.shortDescription).toMatch(/Ablängautomat/);
    // The comparison's group title.
    expect(product?.classificationName).toBe('Schneiden');
  });

  it('leaves out products not offered in the country of the locale, and asks each slug once', async () => {
    const response = await comparison('locale=en-us&slugs=cutter-640,cutter-355,cutter-355');
    expect(response.status).toBe(200);
    const products = (await response.json()) as ProductAnswer[];
    expect(products.map((product) => product.slug)).toEqual(['cutter-355']);
  });

  it('answers an empty list for slugs no product has', async () => {
    const response = await comparison('locale=en&slugs=no-such-product');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('takes the site by its slug', async () => {
    const response = await comparison('locale=en&site=events&slugs=cutter-355');
    expect(response.status).toBe(200);
  });

  it.each([
    ['no locale', 'slugs=cutter-355', /locale/],
    ['a malformed locale', 'locale=english&slugs=cutter-355', /locale/],
    ['an unknown region', 'locale=en-xx&slugs=cutter-355', /locale/],
    ['two locales', 'locale=en&locale=de&slugs=cutter-355', /locale/],
    ['a language the site does not offer', 'locale=it&slugs=cutter-355', /does not offer/],
    ['no slugs', 'locale=en', /slugs/],
    ['an empty slug list', 'locale=en&slugs=,,', /slugs/],
    ['a malformed slug', 'locale=en&slugs=cutter-355,..%2Fetc', /no product slug/],
    [
      'too many slugs',
      `locale=en&slugs=${Array.from({ length: 25 }, (_, i) => `p-${i}`).join(',')}`,
      /1 to 24/,
    ],
    ['a malformed site', 'locale=en&site=%3Cscript%3E&slugs=cutter-355', /site/],
    ['an unknown site', 'locale=en&site=no-such-site&slugs=cutter-355', /No site/],
    ['a nested query', 'locale[a]=en&slugs=cutter-355', /locale/],
  ])('answers %s with a 400 in JSON', async (_case, query, message) => {
    const response = await comparison(query);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
  });

  it('answers a failed catalogue service with a 5xx in JSON that names it, without a stack', async () => {
    const response = await comparison('locale=en&slugs=cutter-355', withoutCatalogue.url);
    expect([502, 503]).toContain(response.status);
    const error = await errorOf(response);
    expect(error).toBe('The catalogue service is not available');
  });
});
