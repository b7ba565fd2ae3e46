import { classificationsQuery, productDetailQuery, productsBySlugsQuery } from '@kmx/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { storedProducts } from './catalogue-data';
import { createCatalogueService } from './catalogue-service';

let server: LoopbackServer;

beforeAll(async () => {
  server = await listenOnLoopback(createCatalogueService());
});

afterAll(() => server.close());

interface Answer {
  readonly status: number;
  readonly data: Record<string, never> | null;
  readonly errors?: readonly { message: string }[];
}

async function query(document: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: document, variables }),
  });
  const body = (await response.json()) as Omit<Answer, 'status'>;
  return { status: response.status, ...body };
}

interface TreeNode {
  readonly slug: string;
  readonly children?: readonly TreeNode[];
}

function depth(node: TreeNode): number {
  return 1 + Math.max(0, ...(node.children ?? []).map(depth));
}

describe('the sandbox catalogue service: classifications', () => {
  it('answers one root per catalogue with a tree at least three levels deep', async () => {
    const { data } = await query(classificationsQuery, { type: 'products' });
    const roots = data?.['classifications'] as unknown as TreeNode[];
    expect(roots.map((root) => root.slug)).toEqual(['products']);
    expect(depth(roots[0] as TreeNode) - 1).toBeGreaterThanOrEqual(3);
  });

  it('links each child to its parent by parent_id', async () => {
    const { data } = await query(classificationsQuery, { type: 'services' });
    expect(data).toMatchObject({
      classifications: [
        {
          id: 'cls-services',
          parent_id: null,
          children: expect.arrayContaining([
            expect.objectContaining({ slug: 'maintenance', parent_id: 'cls-services' }),
          ]),
        },
      ],
    });
  });

  it('names classifications in German when asked, and says so', async () => {
    const { data } = await query(
      '{ classifications(type: products, language: "de") { name language } }',
    );
    expect(data).toEqual({ classifications: [{ name: 'Produkte', language: 'de' }] });
  });

  it('reads a language-country code by its language', async () => {
    const { data } = await query(
      '{ classifications(type: products, language: "de-CH") { name language } }',
    );
    expect(data).toEqual({ classifications: [{ name: 'Produkte', language: 'de' }] });
  });

  it('falls back to English for a language it has no texts in', async () => {
    const { data } = await query(
      '{ classifications(type: products, language: "fr") { name language } }',
    );
    expect(data).toEqual({ classifications: [{ name: 'Products', language: 'en' }] });
  });

  it('answers in English without a language', async () => {
    const { data } = await query('{ classifications(type: services) { name language } }');
    expect(data).toEqual({ classifications: [{ name: 'Services', language: 'en' }] });
  });

  it('makes image addresses absolute on its own origin and serves them', async () => {
    const { data } = await query('{ classifications(type: products) { image_url } }');
    const url = (data?.['classifications'] as unknown as { image_url: string }[])[0]?.image_url;
    expect(url).toBe(`${server.origin}/media/classifications/products.svg`);
    const image = await fetch(url as string);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('refuses a query without a catalogue type', async () => {
    const { errors } = await query('{ classifications { slug } }');
    expect(errors?.[0]?.message).toMatch(/type/);
  });
});

describe('the sandbox catalogue service: what a slug names', () => {
  const entry = `
    productOrClassification(slug: $slug, language: $language) {
      __typename
      ... on Classification { slug name }
      ... on Product { slug name service_id }
    }
  `;
  const document = `query ($slug: String!, $language: String) { ${entry} }`;

  it('tells a classification by its type name', async () => {
    const { data } = await query(document, { slug: 'cutting', language: 'de' });
    expect(data).toEqual({
      productOrClassification: { __typename: 'Classification', slug: 'cutting', name: 'Schneiden' },
    });
  });

  it('tells a product by its type name', async () => {
    const { data } = await query(document, { slug: 'stripper-480' });
    expect(data).toEqual({
      productOrClassification: {
        __typename: 'Product',
        slug: 'stripper-480',
        name: 'Stripper 480',
        service_id: null,
      },
    });
  });

  it('tells a service product by its service id', async () => {
    const { data } = await query(document, { slug: 'care-basic', language: 'de' });
    expect(data).toMatchObject({
      productOrClassification: { name: 'Servicevertrag Care Basic', service_id: 'svc-care-basic' },
    });
  });

  it('answers null for a slug that names nothing', async () => {
    const { data } = await query(document, { slug: 'toaster-1' });
    expect(data).toEqual({ productOrClassification: null });
  });
});

describe('the sandbox catalogue service: products', () => {
  it('answers products in the order of a comma-separated list, each once, unknown left out', async () => {
    const { data } = await query(
      '{ products(slugs: "stripper-480, cutter-355,,toaster-1,stripper-480") { slug } }',
    );
    expect(data).toEqual({ products: [{ slug: 'stripper-480' }, { slug: 'cutter-355' }] });
  });

  it('answers every product and service with the countries it is sold in', async () => {
    const slugs = storedProducts.map((product) => product.slug).join(',');
    const { data } = await query(productsBySlugsQuery, { slugs });
    const products = data?.['products'] as unknown as Record<string, unknown>[];
    expect(
      products.map(({ slug, supported_countries }) => ({ slug, supported_countries })),
    ).toEqual(
      storedProducts.map((product) => ({
        slug: product.slug,
        supported_countries: product.supported_countries,
      })),
    );
    expect(storedProducts.length).toBeGreaterThanOrEqual(48);
  });

  it('answers the version-2 product detail with everything the product page shows', async () => {
    const { data } = await query(productDetailQuery, { language: 'de', slug: 'cutter-355' });
    const product = data?.['product'] as unknown as Record<string, unknown>;
    expect(product).toMatchObject({
      language: 'de',
      name: 'Cutter 355',
      short_description: expect.stringContaining('Ablängautomat'),
      video_url: `${server.origin}/media/videos/cutter-355.mp4`,
      classifications: [{ slug: 'cutting', name: 'Schneiden' }],
      brand: { id: 'brand-komax', name: 'Komax' },
      variant_count: 2,
      service: null,
    });
    expect(product['specifications']).toEqual(
      expect.arrayContaining([
        { name: 'Schnittlänge', value: '1–99,999', unit: 'mm', measurement_system: 'Metric' },
        { name: 'Schnittlänge', value: '0.0394–3,937', unit: 'in', measurement_system: 'Imperial' },
        { name: 'Durchsatz', value: '9,000', unit: 'pcs/h', measurement_system: null },
      ]),
    );
    expect(product['variants']).toHaveLength(2);
    expect(product['images']).toContainEqual({
      name: 'Cutter 355, Vorderansicht',
      url: `${server.origin}/media/products/cutter-355.svg`,
      default: true,
    });
    expect(product['capabilities']).toContainEqual({
      id: 'cap-cut-to-length',
      name: 'Ablängen',
      image_url: `${server.origin}/media/capabilities/cut-to-length.svg`,
    });
    expect(product['documents']).toContainEqual(
      expect.objectContaining({ content_language: 'de', extension: 'pdf', type: 'Datasheet' }),
    );
    expect(product['related_stories']).toContain('one-cut-thirty-thousand-times');
  });

  it('answers related entries with their products, brands and classifications', async () => {
    const { data } = await query(`{
      productV2(slug: "crimp-centre-9") {
        related { type product { name slug short_description brand { name image_url } images { url default } classifications { slug } } }
      }
    }`);
    const related = (data?.['productV2'] as unknown as { related: { type: string }[] }).related;
    expect(new Set(related.map((entry) => entry.type))).toEqual(
      new Set(['component', 'related', 'service']),
    );
    expect(related).toContainEqual({
      type: 'component',
      product: expect.objectContaining({
        slug: 'applicator-side-feed',
        brand: { name: 'Ferrowire', image_url: `${server.origin}/media/brands/ferrowire.svg` },
        classifications: [{ slug: 'crimp-applicators' }],
      }),
    });
  });

  it('answers a service with six benefits and six details', async () => {
    const { data } = await query(`{
      productV2(slug: "operator-training", language: "de") {
        service_id language
        service { benefit1 benefit2 benefit3 benefit4 benefit5 benefit6 detail1 detail2 detail3 detail4 detail5 detail6 }
      }
    }`);
    const service = data?.['productV2'] as unknown as {
      service: Record<string, string>;
      language: string;
    };
    expect(service.language).toBe('de');
    expect(Object.values(service.service)).toHaveLength(12);
    expect(Object.values(service.service).every((text) => text.length > 0)).toBe(true);
    expect(service.service['detail1']).toBe('Zwei Tage');
  });

  it('answers product texts in English for a language it has none in', async () => {
    const { data } = await query(
      '{ productV2(slug: "crimp-centre-9", language: "ja") { language short_description highlights { name } } }',
    );
    expect(data).toMatchObject({
      productV2: {
        language: 'en',
        short_description: expect.stringContaining('Fully automatic'),
        highlights: expect.arrayContaining([{ name: '0.9 seconds a wire' }]),
      },
    });
  });

  it('says it answered in English when a product has no Czech texts', async () => {
    // The sandbox's products have English and German texts only.
    const { data } = await query(`{
      czech: productV2(slug: "cutter-355", language: "cs") { language name }
      german: productV2(slug: "cutter-355", language: "de-CZ") { language }
      service: productV2(slug: "care-basic", language: "cs") { language }
      entry: productOrClassification(slug: "cutting", language: "cs") {
        ... on Classification { language name }
      }
    }`);
    expect(data).toEqual({
      czech: { language: 'en', name: 'Cutter 355' },
      german: { language: 'de' },
      service: { language: 'en' },
      entry: { language: 'en', name: 'Cutting' },
    });
  });

  it('answers null for an unknown product', async () => {
    const { data } = await query('{ productV2(slug: "toaster-1") { slug } }');
    expect(data).toEqual({ productV2: null });
  });

  it('sends a product of the hidden group brand with its brand, for the site to hide', async () => {
    const { data } = await query('{ productV2(slug: "line-manager") { brand { id name } } }');
    expect(data).toEqual({ productV2: { brand: { id: 'brand-komax-group', name: 'KMX Group' } } });
  });

  it('answers the products of a classification and of all classifications below it', async () => {
    const { data } = await query('{ classificationProducts(slug: "crimping") { slug } }');
    const slugs = (data?.['classificationProducts'] as unknown as { slug: string }[]).map(
      (product) => product.slug,
    );
    expect(slugs).toEqual(
      expect.arrayContaining(['crimp-centre-9', 'press-15', 'applicator-mini']),
    );
    expect(slugs).not.toContain('cutter-355');
  });

  it('answers no products for an unknown classification', async () => {
    const { data } = await query('{ classificationProducts(slug: "toasters") { slug } }');
    expect(data).toEqual({ classificationProducts: [] });
  });

  it('answers the capabilities in the language asked for', async () => {
    const { data } = await query('{ capabilities(language: "de") { id name } }');
    const capabilities = data?.['capabilities'] as unknown as { id: string; name: string }[];
    expect(capabilities.length).toBeGreaterThanOrEqual(10);
    expect(capabilities).toContainEqual({ id: 'cap-crimping', name: 'Crimpen' });
  });
});
