import { describe, expect, it } from 'vitest';
import { contentSearchDocuments } from './content-search-documents';

describe('search documents of the content pages', () => {
  it('holds each published page once per language it exists in', () => {
    const company = contentSearchDocuments().filter((document) =>
      document.id.startsWith('page:page-company:'),
    );
    expect(company.map((document) => document.language)).toEqual(['en', 'de', 'fr']);
    expect(company[1]).toEqual({
      id: 'page:page-company:de',
      kind: 'page',
      language: 'de',
      siteIds: ['site-main'],
      title: 'Unternehmen',
      description:
        'Eine Schweizer Ingenieursfamilie, die seit 1975 die Kabelverarbeitung automatisiert.',
      url: '/company',
    });
  });

  it('covers the pages of every site, with the site slug in the address', () => {
    const documents = contentSearchDocuments();
    expect(new Set(documents.flatMap((document) => document.siteIds))).toEqual(
      new Set([
        'site-main',
        'site-events',
        'site-productronica',
        'site-wirepro-expo-2024',
        'site-brand-portal',
      ]),
    );
    expect(
      documents.find((document) => document.id === 'page:page-productronica-booth:en')?.url,
    ).toBe('/productronica/booth');
    expect(documents.find((document) => document.id === 'page:page-events-home:es')?.url).toBe(
      '/events',
    );
  });

  it('leaves out protected pages, the error page and unpublished drafts', () => {
    const ids = contentSearchDocuments().map((document) => document.id);
    expect(ids.some((id) => id.includes('protected') || id.includes('internal'))).toBe(false);
    expect(ids.some((id) => id.startsWith('page:page-error:'))).toBe(false);
    expect(ids.some((id) => id.startsWith('page:page-innovation-lab:'))).toBe(false);
  });

  it('gives every document a unique id', () => {
    const ids = contentSearchDocuments().map((document) => document.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
