import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml-text';

describe('escapeXml', () => {
  it('escapes the five XML characters', () => {
    expect(escapeXml(`<a href="x?a=1&b='2'">`)).toBe(
      '&lt;a href=&quot;x?a=1&amp;b=&apos;2&apos;&quot;&gt;',
    );
  });

  it('drops characters XML does not allow', () => {
    expect(escapeXml('a\u0000b\u0008c\uFFFEd\uD800e')).toBe('abcde');
    expect(escapeXml('tab\there\nÜber 😀')).toBe('tab\there\nÜber 😀');
  });
});
