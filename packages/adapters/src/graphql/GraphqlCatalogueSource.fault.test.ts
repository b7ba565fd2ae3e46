import { UpstreamError } from '@kmx/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultTimeoutMs, slowAnswerMs } from '../test-support/fault-timing';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { GraphqlCatalogueSource } from './GraphqlCatalogueSource';
import { UpstreamDataError } from './UpstreamDataError';

let stub: StubUpstream;
let source: GraphqlCatalogueSource;

beforeAll(async () => {
  stub = await startStubUpstream({ kind: 'json', body: {} });
  source = new GraphqlCatalogueSource({ endpoint: stub.url, timeoutMs: faultTimeoutMs });
});

afterAll(() => stub.close());

function root(slug: string) {
  return {
    id: `cls-${slug}`,
    name: slug,
    slug,
    parent_id: null,
    description: null,
    image_url: null,
    language: 'en',
    supported_countries: ['CH'],
    children: [],
  };
}

const trees = { productTree: [root('products')], serviceTree: [root('services')] };

const summary = {
  name: 'Cutter 355',
  slug: 'cutter-355',
  short_description: null,
  service_id: null,
  supported_countries: ['CH'],
  brand: null,
  images: [],
  classifications: [],
};

const detail = {
  ...summary,
  language: 'en',
  long_description: null,
  video_url: null,
  video_image_url: null,
  service: null,
  related: [],
  related_stories: [],
  specifications: [],
  variants: [],
  capabilities: [],
  highlights: [],
  documents: [],
  variant_count: 0,
};

const request = { language: 'en', countryCode: 'CH' } as const;

const everyQuery = [
  ['classifications', () => source.classifications({ ...request, type: 'products' })],
  ['bySlug', () => source.bySlug({ ...request, slug: 'cutter-355' })],
  ['productsBySlugs', () => source.productsBySlugs({ ...request, slugs: ['cutter-355'] })],
  ['productDetail', () => source.productDetail({ ...request, slug: 'cutter-355' })],
  ['serviceProductDetail', () => source.serviceProductDetail({ ...request, slug: 'care-basic' })],
  ['classificationProducts', () => source.classificationProducts({ ...request, slug: 'cutting' })],
  ['capabilities', () => source.capabilities({ language: 'en' })],
] as const;

describe('GraphqlCatalogueSource against a failing upstream', () => {
  it.each(everyQuery)('fails %s with the first GraphQL error message', async (_, run) => {
    stub.answer({
      kind: 'json',
      body: { errors: [{ message: 'Catalogue down' }, { message: 'x' }] },
    });
    await expect(run()).rejects.toThrow(new UpstreamError('Catalogue down', 200));
  });

  it('fails with the status code when a 500 carries no message', async () => {
    stub.answer({ kind: 'text', body: 'Internal Server Error', status: 500 });
    const failure = source.capabilities({ language: 'en' });
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
  });

  it('fails clearly on malformed JSON', async () => {
    stub.answer({ kind: 'text', body: '{"data": {"capabilities": [' });
    await expect(source.capabilities({ language: 'en' })).rejects.toBeInstanceOf(UpstreamError);
  });

  it('names a missing field of a product', async () => {
    const withoutCountries: Partial<typeof summary> = { ...summary };
    delete withoutCountries.supported_countries;
    stub.answer({
      kind: 'json',
      body: { data: { ...trees, entry: { __typename: 'Product', ...withoutCountries } } },
    });
    const failure = source.bySlug({ ...request, slug: 'cutter-355' });
    await expect(failure).rejects.toBeInstanceOf(UpstreamDataError);
    await expect(failure).rejects.toMatchObject({ field: 'entry.supported_countries' });
  });

  it('names missing classification trees', async () => {
    stub.answer({
      kind: 'json',
      body: { data: { productTree: [root('products')], products: [] } },
    });
    await expect(
      source.classificationProducts({ ...request, slug: 'cutting' }),
    ).rejects.toMatchObject({ name: 'UpstreamDataError', field: 'serviceTree' });
  });

  it('refuses a catalogue without a root', async () => {
    stub.answer({ kind: 'json', body: { data: { classifications: [] } } });
    const failure = source.classifications({ ...request, type: 'services' });
    await expect(failure).rejects.toBeInstanceOf(UpstreamDataError);
    await expect(failure).rejects.toMatchObject({
      field: expect.stringMatching(/^classifications/),
    });
  });

  it('names a measurement system it does not know', async () => {
    const specifications = [
      { name: 'Length', value: '1', unit: 'mm', measurement_system: 'Cubits' },
    ];
    stub.answer({
      kind: 'json',
      body: { data: { ...trees, products: [{ ...detail, specifications }] } },
    });
    await expect(
      source.productsBySlugs({ ...request, slugs: ['cutter-355'] }),
    ).rejects.toMatchObject({
      name: 'UpstreamDataError',
      field: 'products.0.specifications.0.measurement_system',
    });
  });

  it('reads a well-formed answer, so the faults above are the only difference', async () => {
    stub.answer({ kind: 'json', body: { data: { ...trees, products: [detail] } } });
    const products = await source.productsBySlugs({ ...request, slugs: ['cutter-355'] });
    expect(products.map((product) => product.link)).toEqual(['/products/cutter-355']);
  });

  it('gives up on a slow answer after its time limit', async () => {
    stub.answer({ kind: 'slow', delayMs: slowAnswerMs, body: { data: { capabilities: [] } } });
    await expect(source.capabilities({ language: 'en' })).rejects.toThrow(/no answer in time/);
  });

  it('fails on a closed socket', async () => {
    stub.answer({ kind: 'close-socket' });
    const failure = source.productDetail({ ...request, slug: 'cutter-355' });
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: null });
  });
});

describe('GraphqlCatalogueSource requests', () => {
  it('sends ProductDetailQuery with the language and the slug', async () => {
    stub.answer({ kind: 'json', body: { data: { ...trees, product: null } } });
    await source.productDetail({ language: 'de', countryCode: 'CH', slug: 'cutter-355' });
    expect(stub.requests.at(-1)?.body).toMatchObject({
      operationName: 'ProductDetailQuery',
      variables: { language: 'de', slug: 'cutter-355' },
    });
  });

  it('sends the slugs as one comma-separated list', async () => {
    stub.answer({ kind: 'json', body: { data: { ...trees, products: [] } } });
    await source.productsBySlugs({ ...request, slugs: ['stripper-480', 'cutter-355'] });
    expect(stub.requests.at(-1)?.body).toMatchObject({
      operationName: 'ProductsBySlugsQuery',
      variables: { language: 'en', slugs: 'stripper-480,cutter-355' },
    });
  });

  it('sends no request for no slugs', async () => {
    const before = stub.requests.length;
    expect(await source.productsBySlugs({ ...request, slugs: [] })).toEqual([]);
    expect(stub.requests).toHaveLength(before);
  });

  it('sends the catalogue type of the classifications asked for', async () => {
    stub.answer({ kind: 'json', body: { data: { classifications: [root('catalogue')] } } });
    const tree = await source.classifications({ ...request, type: 'services' });
    expect(tree.slug).toBe('services');
    expect(stub.requests.at(-1)?.body).toMatchObject({
      operationName: 'ClassificationsQuery',
      variables: { language: 'en', type: 'services' },
    });
  });
});
