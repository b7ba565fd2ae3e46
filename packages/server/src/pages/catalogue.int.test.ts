import type { PageView } from '@kmx/domain/view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { breadcrumbTitles, payloadAt, viewAt } from '../test-support/payload-views';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory });
});

afterAll(() => server.close());

function get(path: string): Promise<Response> {
  return fetch(`${server.url}${path}`, { redirect: 'manual' });
}

const payloadOf = (path: string) => payloadAt(server.url, `${path}/_payload.json`);
const viewOf = <Kind extends PageView['kind']>(path: string, kind: Kind) =>
  viewAt(server.url, `${path}/_payload.json`, kind);
const crumbs = breadcrumbTitles;

describe('the product catalogue tree (spec 2.1, 2.2, 3.5)', () => {
  it('shows the root with its children at /products', async () => {
    const view = await viewOf('/en-ch/products', 'classification');
    expect(view.catalogue).toBe('products');
    expect(view.classification.slug).toBe('products');
    expect(view.classification.childClassifications.map((child) => child.slug)).toContain(
      'wire-processing',
    );
    expect(crumbs(view)).toEqual(['Home', 'Products']);
  });

  it('shows a classification at every depth, with its products and lineage', async () => {
    const second = await viewOf('/en-ch/products/wire-processing', 'classification');
    expect(second.classification.childClassifications.map((child) => child.slug)).toContain(
      'crimping',
    );
    const third = await viewOf('/en-ch/products/wire-processing/cutting', 'classification');
    expect(third.products.map((product) => product.slug)).toContain('cutter-355');
    expect(crumbs(third)).toEqual(['Home', 'Products', 'Wire processing', 'Cutting']);
    const fourth = await viewOf(
      '/de-ch/products/wire-processing/crimping/crimp-centres',
      'classification',
    );
    expect(fourth.products.map((product) => product.slug)).toContain('crimp-centre-9');
    expect(crumbs(fourth)[1]).toBe('Produkte');
  });

  it('answers the page itself as HTML, indexable, in every language of the site', async () => {
    const response = await get('/en-ch/products/wire-processing/cutting');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Cutter 355');
    const { head } = await payloadOf('/en-ch/products/wire-processing/cutting');
    expect(head.robots).toBe('index, follow');
    expect(head.canonical).toMatch(/\/en-ch\/products\/wire-processing\/cutting$/);
  });

  it('leaves out a product the country is not offered', async () => {
    const swiss = await viewOf('/en-ch/products/wire-processing/cutting', 'classification');
    expect(swiss.products.map((product) => product.slug)).toContain('cutter-640');
    const american = await viewOf('/en-us/products/wire-processing/cutting', 'classification');
    expect(american.products.map((product) => product.slug)).not.toContain('cutter-640');
  });
});

describe('a product page (spec 2.5, 3.6)', () => {
  const path = '/en-ch/products/wire-processing/cutting/cutter-355';

  it('shows the product with its stories, capabilities and measurement system', async () => {
    const view = await viewOf(path, 'product');
    expect(view.product.slug).toBe('cutter-355');
    expect(view.stories.map((story) => story.slug)).toContain('one-cut-thirty-thousand-times');
    expect(view.product.capabilities.length).toBeGreaterThan(0);
    expect(view.measurementSystem).toBe('Metric');
    expect(crumbs(view)).toEqual(['Home', 'Products', 'Wire processing', 'Cutting', 'Cutter 355']);
  });

  it('shows the visitor country measurement system', async () => {
    const view = await viewOf('/en-us/products/wire-processing/cutting/cutter-355', 'product');
    expect(view.measurementSystem).toBe('Imperial');
  });

  it('is a 404 outside the countries it is offered in', async () => {
    await viewOf('/en-ch/products/wire-processing/cutting/cutter-640', 'product');
    for (const locale of ['en-us', 'en-ca']) {
      const response = await get(`/${locale}/products/wire-processing/cutting/cutter-640`);
      expect(response.status).toBe(404);
    }
  });

  it('is a 404 under a classification chain that is not its own', async () => {
    for (const wrong of [
      '/en-ch/products/wire-processing/stripping/cutter-355',
      '/en-ch/products/wire-processing/cutter-355',
      '/en-ch/services/cutter-355',
      '/en-us/products/cutter-640',
      '/en-ch/products/no-such-product',
    ]) {
      expect((await get(wrong)).status, wrong).toBe(404);
    }
  });
});

describe('a product or service at /products/{slug} or /services/{slug} (spec 2.2)', () => {
  it('shows the product, its own address canonical, its own chain in the breadcrumbs', async () => {
    const payload = await payloadOf('/en-ch/products/cutter-355');
    expect(payload.status).toBe(200);
    if (payload.view.kind !== 'product') throw new Error(payload.view.kind);
    expect(new URL(payload.head.canonical ?? '').pathname).toBe(
      '/en-ch/products/wire-processing/cutting/cutter-355',
    );
    expect(payload.head.alternates.map((each) => new URL(each.href).pathname)).toContain(
      '/de-ch/products/wire-processing/cutting/cutter-355',
    );
    expect(crumbs(payload.view)).toEqual([
      'Home',
      'Products',
      'Wire processing',
      'Cutting',
      'Cutter 355',
    ]);
  });

  it('shows the service, its own address canonical', async () => {
    const payload = await payloadOf('/en-ch/services/care-basic');
    expect(payload.status).toBe(200);
    if (payload.view.kind !== 'service') throw new Error(payload.view.kind);
    expect(payload.view.service.slug).toBe('care-basic');
    expect(new URL(payload.head.canonical ?? '').pathname).toBe(
      '/en-ch/services/maintenance/service-contracts/care-basic',
    );
  });

  it("is where the content service's redirects to products and services lead", async () => {
    for (const [old, wanted] of [
      ['/en/products/cutter-350', 'product'],
      ['/en/service/training', 'service'],
    ] as const) {
      const redirect = await get(old);
      expect(redirect.status, old).toBe(301);
      const location = redirect.headers.get('location') ?? '';
      const payload = await payloadOf(new URL(location, server.url).pathname);
      expect(payload.status, location).toBe(200);
      expect(payload.view.kind, location).toBe(wanted);
    }
  });
});

describe('a service page (spec 2.5, 3.6)', () => {
  it('shows the service with its related stories resolved', async () => {
    const view = await viewOf(
      '/en-ch/services/maintenance/service-contracts/care-basic',
      'service',
    );
    expect(view.service.slug).toBe('care-basic');
    expect(view.service.relatedStories.map((story) => story.slug)).toEqual([
      'from-the-service-van',
      'a-second-life-for-old-machines',
    ]);
    expect(view.service.relatedStories[0]?.title).toBeTruthy();
    expect(crumbs(view)).toEqual([
      'Home',
      'Services',
      'Maintenance',
      'Service contracts',
      view.service.name,
    ]);
  });

  it('shows the service catalogue root and its classifications', async () => {
    const view = await viewOf('/en-ch/services/maintenance', 'classification');
    expect(view.catalogue).toBe('services');
    expect(view.classification.childClassifications.map((child) => child.slug)).toEqual([
      'service-contracts',
      'repairs',
    ]);
  });

  it('is a 404 for an unknown service or one in the wrong classification', async () => {
    expect((await get('/en-ch/services/maintenance/no-such-service')).status).toBe(404);
    expect((await get('/en-ch/services/maintenance/repairs/care-basic')).status).toBe(404);
  });
});

describe('addresses that lead nowhere (spec 2.1, 8)', () => {
  it('are 404 pages, never errors', async () => {
    for (const path of [
      '/en-ch/products/no-such-classification',
      '/en-ch/products/no-such/cutting',
      '/en-ch/products/wire-processing/cutting/cutter-355/extra',
      '/en-ch/products/crimping',
      '/en-ch/services/wire-processing',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toMatch(/at .*\.ts:\d+/);
    }
    // A malformed escape is refused by the pipeline before any loader runs.
    expect((await get('/en-ch/products/wire-processing/%E0%A4%A')).status).toBeLessThan(500);
  });
});

describe('product links in content (spec 3.4, 5)', () => {
  it('names and localises the products a content page links', async () => {
    const view = await viewOf('/en-ch', 'content');
    expect(view.productLinks['cutter-355']).toEqual({
      name: 'Cutter 355',
      href: '/en-ch/products/wire-processing/cutting/cutter-355',
      // Product lists offer to compare it in this group (spec 3.7).
      comparisonGroup: 'cutting',
    });
    expect(Object.keys(view.productLinks)).toEqual(
      expect.arrayContaining(['cutter-355', 'stripper-480', 'crimp-centre-9']),
    );
  });

  it('leaves out what the country is not offered', async () => {
    const view = await viewOf('/en-au', 'content');
    expect(view.productLinks).toEqual({});
  });
});
