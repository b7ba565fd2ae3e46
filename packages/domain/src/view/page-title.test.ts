import { describe, expect, it } from 'vitest';
import { titleWithSite } from './page-title';

describe('titleWithSite', () => {
  it('names the site after the page title (spec 2.5)', () => {
    expect(titleWithSite('Company', 'Komax')).toBe('Company | Komax');
    expect(titleWithSite('Page not found', 'Komax Wire')).toBe('Page not found | Komax Wire');
  });
});
