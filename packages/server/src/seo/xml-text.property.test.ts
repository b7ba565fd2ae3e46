import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { escapeXml } from './xml-text';

const decoded: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

test.prop([fc.string({ unit: 'binary' })])(
  'leaves no markup character bare, and decodes back to the allowed characters',
  (text) => {
    const escaped = escapeXml(text);
    expect(escaped).not.toMatch(/[<>"']|&(?!(?:amp|lt|gt|quot|apos);)/);
    const allowed = text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
    expect(
      escaped.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => decoded[name] ?? ''),
    ).toBe(allowed);
  },
);
