import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { plainTitle } from './plain-title';

// Text a title could show: no markup characters, single spaces, no leading or trailing space.
const word = fc.stringMatching(/^[^\s<>&]{1,8}$/);
const text = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
const tag = fc.constantFrom('<b>', '</b>', '<em class="x">', '</em>', '<span>', '</span>');

function escape(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

test.prop([text])('a title without markup stays as it is', (title) => {
  expect(plainTitle(title)).toBe(title);
});

test.prop([text, tag, tag])('tags around and inside a title vanish', (title, open, close) => {
  expect(plainTitle(`${open}${title}${close}`)).toBe(title);
});

test.prop([fc.string().map((value) => value.replace(/\s+/g, ' ').trim())])(
  'an escaped title decodes back to the title',
  (title) => {
    expect(plainTitle(escape(title))).toBe(title);
  },
);

test.prop([fc.string()])(
  'the cleaned title has no surrounding or repeated whitespace',
  (markup) => {
    const title = plainTitle(markup);
    expect(title).toBe(title.trim());
    expect(title).not.toMatch(/\s{2}/);
  },
);
