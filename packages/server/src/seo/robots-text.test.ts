import { describe, expect, it } from 'vitest';
import { robotsText } from './robots-text';

describe('robotsText', () => {
  it('allows the public pages, keeps crawlers out of the private areas and names the sitemap', () => {
    expect(robotsText('https://www.example.com/sitemap.xml').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /*/mykomax',
      'Disallow: /*/editor',
      'Disallow: /*/callback',
      'Disallow: /blank-callback',
      'Disallow: /am/',
      'Disallow: /api/',
      '',
      'Sitemap: https://www.example.com/sitemap.xml',
      '',
    ]);
  });
});
