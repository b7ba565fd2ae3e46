import { describe, expect, it } from 'vitest';
import { storedSites } from '../content/content-data';
import { catalogueRelatedStories, catalogueSearchDocuments } from './catalogue-search-documents';

describe('catalogueSearchDocuments', () => {
  const documents = catalogueSearchDocuments();

  it('has one document for each product and service in English and in German', () => {
    const english = documents.filter((document) => document.language === 'en');
    const german = documents.filter((document) => document.language === 'de');
    expect(english.filter((document) => document.kind === 'product').length).toBeGreaterThanOrEqual(
      40,
    );
    expect(english.filter((document) => document.kind === 'service').length).toBeGreaterThanOrEqual(
      8,
    );
    expect(german).toHaveLength(english.length);
    expect(documents).toHaveLength(english.length + german.length);
  });

  it('gives every document its own id', () => {
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
  });

  it('addresses a product below its classification route, with its countries', () => {
    expect(documents.find((document) => document.id === 'product:cutter-355:de')).toEqual({
      id: 'product:cutter-355:de',
      kind: 'product',
      language: 'de',
      siteIds: storedSites.map((site) => site.id),
      title: 'Cutter 355',
      description: 'Ablängautomat für Leitungen bis 6 mm² mit 9000 Stück pro Stunde.',
      url: '/products/wire-processing/cutting/cutter-355',
      supportedCountries: expect.arrayContaining(['CH', 'US', 'CN']),
    });
  });

  it('addresses a product deep in the tree by its whole chain of classifications', () => {
    expect(documents.find((document) => document.id === 'product:crimp-centre-9:en')?.url).toBe(
      '/products/wire-processing/crimping/crimp-centres/crimp-centre-9',
    );
  });

  it('addresses a service below the services catalogue', () => {
    expect(documents.find((document) => document.id === 'service:care-basic:en')).toMatchObject({
      kind: 'service',
      title: 'Care Basic service contract',
      url: '/services/maintenance/service-contracts/care-basic',
    });
  });

  it('keeps the countries a product is not sold in out of its document', () => {
    expect(
      documents.find((document) => document.id === 'product:cutter-640:en')?.supportedCountries,
    ).not.toContain('US');
  });

  it('puts the documents on the sites it is given', () => {
    expect(
      catalogueSearchDocuments(['site-events']).every(
        (document) => document.siteIds.join() === 'site-events',
      ),
    ).toBe(true);
  });
});

describe('catalogueRelatedStories', () => {
  it('names the stories each product is related to', () => {
    expect(catalogueRelatedStories()).toContainEqual({
      productSlug: 'stripper-480',
      storySlugs: expect.arrayContaining(['stripping-without-a-scratch']),
    });
  });

  it('leaves out products without stories', () => {
    expect(catalogueRelatedStories().every((entry) => entry.storySlugs.length > 0)).toBe(true);
  });
});
