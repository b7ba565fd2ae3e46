import { describe, expect, it } from 'vitest';
import { draftQueries, draftQueryNamed, normalisedDocument } from './draft-documents';

describe('draftQueryNamed', () => {
  it('knows each draft query, however it is laid out', () => {
    expect(draftQueryNamed(draftQueries.DraftPage.document)).toBe('DraftPage');
    const squeezed = draftQueries.DraftNavigation.document.replace(/\s+/g, ' ');
    expect(draftQueryNamed(squeezed)).toBe('DraftNavigation');
  });

  it('refuses any other query, even one that only asks for more', () => {
    expect(draftQueryNamed('query DraftPage { page(path: "/x", stage: DRAFT) { id } }')).toBeNull();
    const more = draftQueries.DraftPage.document.replace('description', 'description secret');
    expect(draftQueryNamed(more)).toBeNull();
    expect(draftQueryNamed('mutation { resetTranslation(pageId: "x") }')).toBeNull();
    expect(draftQueryNamed('')).toBeNull();
  });
});

describe('normalisedDocument', () => {
  it('drops whitespace and commas that carry no meaning', () => {
    expect(normalisedDocument('query A($a: ID!, $b: ID) {\n  x(a: $a, b: $b) { id }\n}')).toBe(
      'query A($a:ID!$b:ID){x(a:$a b:$b){id}}',
    );
  });
});

describe('the draft query variables', () => {
  it('take a path and an optional site for a page, an id for a navigation', () => {
    expect(draftQueries.DraftPage.variables.safeParse({ path: '/company' }).success).toBe(true);
    expect(draftQueries.DraftPage.variables.safeParse({ path: 'company' }).success).toBe(false);
    expect(
      draftQueries.DraftPage.variables.safeParse({ path: '/x', stage: 'PUBLISHED' }).success,
    ).toBe(false);
    expect(
      draftQueries.DraftNavigation.variables.safeParse({ id: 'nav-main-header' }).success,
    ).toBe(true);
  });
});
