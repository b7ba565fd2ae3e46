import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { BodyBlock } from './BodyBlock';
import { mediaLayouts } from './BodyBlock';
import { withPageHeadingIds } from './heading-anchors';
import { pageOutline } from './page-outline';

const title = fc.constantFrom('Downloads', 'Overview', 'FAQ', 'Main', 'Über uns', '!!');
const block: fc.Arbitrary<BodyBlock> = fc.oneof(
  fc
    .array(fc.tuple(fc.constantFrom(2, 3), title), { maxLength: 3 })
    .map((headings) => headings.map(([level, text]) => `<h${level}>${text}</h${level}>`).join(''))
    .map((html) => ({ id: '', type: 'RichText' as const, html })),
  fc.option(title, { nil: null }).map((text) => ({
    id: '',
    type: 'Downloads' as const,
    title: text,
    files: [],
  })),
  fc.option(title, { nil: null }).map((text) => ({
    id: '',
    type: 'Accordion' as const,
    title: text,
    items: [],
  })),
  fc.constantFrom(...Object.values(mediaLayouts)).map((layout) => ({
    id: '',
    type: 'Image' as const,
    image: { url: 'https://media.example/a.jpg', alternativeText: 'A' },
    caption: null,
    layout,
  })),
);
const page = fc
  .array(block, { maxLength: 8 })
  .map((blocks) =>
    withPageHeadingIds(blocks.map((entry, index) => ({ ...entry, id: `b${index}` }))),
  );

test.prop([page])('every anchor of the outline is unique on the page', (blocks) => {
  const outline = pageOutline(blocks);
  const ids = [
    ...outline.contents.map((heading) => heading.id),
    ...Object.values(outline.titleAnchors),
  ];
  expect(new Set(ids).size).toBe(ids.length);
});

test.prop([page])('the cover and the body together are the page, in order', (blocks) => {
  const outline = pageOutline(blocks);
  expect([...(outline.cover === null ? [] : [outline.cover]), ...outline.blocks]).toEqual(blocks);
});

test.prop([page])(
  'every section is a level-2 entry, and every content entry is a heading',
  (blocks) => {
    const outline = pageOutline(blocks);
    expect(outline.sections.every((section) => section.level === 2)).toBe(true);
    const sectionIds = new Set(outline.sections.map((section) => section.id));
    for (const heading of outline.contents.filter((entry) => entry.level === 2)) {
      expect(sectionIds.has(heading.id)).toBe(true);
    }
  },
);
