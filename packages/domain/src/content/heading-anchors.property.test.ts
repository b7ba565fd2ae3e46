import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { BodyBlock } from './BodyBlock';
import { isProductElementId } from './element-ids';
import { anchorSlug, markupHeadings, withPageHeadingIds } from './heading-anchors';

const headingText = fc.oneof(
  fc.string({ maxLength: 20 }).map((text) => text.replace(/[<>&"]/g, '')),
  fc.constantFrom('Overview', 'Main', 'Root', 'KMX view', 'Über uns', 'FAQ', '线缆', '!!'),
);
const heading = fc
  .tuple(fc.constantFrom(2, 3), headingText)
  .map(([level, text]) => `<h${level}>${text}</h${level}>`);
const richText = fc
  .array(fc.oneof(heading, fc.constant('<p>Text</p>')), { maxLength: 6 })
  .map((parts) => parts.join(''));
const page = fc
  .array(richText, { maxLength: 4 })
  .map((htmls) =>
    htmls.map((html, index): BodyBlock => ({ id: `r${index}`, type: 'RichText', html })),
  );

test.prop([fc.string()])('an id from any text is non-empty and URL-safe', (text) => {
  const slug = anchorSlug(text);
  expect(slug).not.toBe('');
  expect(slug).toMatch(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u);
});

test.prop([page])(
  'every heading of a page gets an id, unique on the page and never a furniture id',
  (blocks) => {
    const headings = withPageHeadingIds(blocks).flatMap((block) =>
      block.type === 'RichText' ? markupHeadings(block.html) : [],
    );
    const ids = headings.map((entry) => entry.id);
    const titled = blocks.flatMap((block) =>
      block.type === 'RichText' ? [...block.html.matchAll(/<h[23]>([^<]*)</g)] : [],
    );
    expect(ids).toHaveLength(titled.filter((match) => (match[1] ?? '').trim() !== '').length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter(isProductElementId)).toEqual([]);
  },
);

test.prop([page])('giving ids twice changes nothing the second time', (blocks) => {
  const once = withPageHeadingIds(blocks);
  expect(withPageHeadingIds(once)).toEqual(once);
});
