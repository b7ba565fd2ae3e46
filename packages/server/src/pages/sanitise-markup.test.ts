import { describe, expect, it } from 'vitest';
import { sanitiseMarkup } from './sanitise-markup';

describe('sanitising CMS markup', () => {
  it('keeps formatting and links', () => {
    expect(sanitiseMarkup('<p>A <strong>bold</strong> <a href="/en/x">link</a></p>')).toBe(
      '<p>A <strong>bold</strong> <a href="/en/x" rel="noopener noreferrer">link</a></p>',
    );
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<p style="background:url(javascript:alert(1))">x</p>',
  ])('removes what could run script: %s', (markup) => {
    const clean = sanitiseMarkup(markup);
    expect(clean).not.toMatch(/script|onerror|javascript:|iframe|style=/i);
  });

  it('keeps ids content may use, and the links to them', () => {
    const markup = '<h2 id="facts" class="lead">Facts</h2><p><a href="#facts">Facts</a></p>';
    expect(sanitiseMarkup(markup)).toBe(
      '<h2 id="facts" class="lead">Facts</h2><p><a href="#facts" rel="noopener noreferrer">Facts</a></p>',
    );
  });

  it('moves ids the product keeps for itself out of its way, with the links that name them', () => {
    const markup =
      '<p><a href="#kmx-view">Up</a></p><div id="kmx-view">Hostile</div><p id="root" class="x">R</p><h2 id="main">M</h2><p><a href="#main">M</a><a href="#kmx%2Dview">U</a></p>';
    expect(sanitiseMarkup(markup)).toBe(
      '<p><a href="#content-kmx-view" rel="noopener noreferrer">Up</a></p><div id="content-kmx-view">Hostile</div><p id="content-root" class="x">R</p><h2 id="content-main">M</h2><p><a href="#content-main" rel="noopener noreferrer">M</a><a href="#content-kmx-view" rel="noopener noreferrer">U</a></p>',
    );
  });

  it('leaves a link to the page’s own main landmark alone when the markup has no such id', () => {
    expect(sanitiseMarkup('<a href="#main">Skip</a><p id="_R_1_">x</p><p id="">y</p>')).toBe(
      '<a href="#main" rel="noopener noreferrer">Skip</a><p id="content-_R_1_">x</p><p>y</p>',
    );
  });
});
