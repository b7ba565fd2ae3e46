import { describe, expect, it } from 'vitest';
import { isSafeUrl, mediaSchemes } from './safe-url';

describe('an address from the content service', () => {
  it.each([
    '/en/contact',
    '#facts',
    '?tab=2',
    'https://jobs.komax.example',
    'mailto:a@b.example',
    'tel:+41410003333',
    '//cdn.example/a.jpg',
  ])('may be a link: %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>',
    'vbscript:x',
  ])('may not be a link: %s', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });

  it('may be a picture only over http or https', () => {
    expect(isSafeUrl('https://media.example/a.jpg', mediaSchemes)).toBe(true);
    expect(isSafeUrl('mailto:a@b.example', mediaSchemes)).toBe(false);
    expect(isSafeUrl('//cdn.example/a.jpg', ['mailto'])).toBe(false);
  });
});
