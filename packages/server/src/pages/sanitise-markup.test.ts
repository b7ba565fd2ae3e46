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
});
