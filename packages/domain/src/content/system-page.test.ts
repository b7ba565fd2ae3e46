import { describe, expect, it } from 'vitest';
import { isSystemPage } from './system-page';

describe('system pages (spec 3.2)', () => {
  it('are the pages of the System kind only', () => {
    expect(isSystemPage({ pageType: 'System' })).toBe(true);
    expect(isSystemPage({ pageType: 'Content' })).toBe(false);
    expect(isSystemPage({ pageType: 'system' })).toBe(false);
    expect(isSystemPage({ pageType: '' })).toBe(false);
  });
});
