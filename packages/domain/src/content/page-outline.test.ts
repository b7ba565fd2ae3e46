import { describe, expect, it } from 'vitest';
import type { BodyBlock, ImageBlock } from './BodyBlock';
import { pageOutline, sectionTitle } from './page-outline';

const image = (id: string, layout: ImageBlock['layout']): ImageBlock => ({
  id,
  type: 'Image',
  image: { url: 'https://media.example/hall.jpg', alternativeText: 'The assembly hall' },
  caption: null,
  layout,
});

const downloads: BodyBlock = { id: 'd', type: 'Downloads', title: 'Downloads', files: [] };
const richText: BodyBlock = {
  id: 'r',
  type: 'RichText',
  html: '<h2 id="overview">Overview</h2><h3 id="cutting">Cutting</h3><h2 id="downloads">Downloads</h2>',
};

describe('the cover hero of a content page', () => {
  it('is the first block when that is a stretched image, and leaves the body', () => {
    const cover = image('cover', 'stretched');
    const outline = pageOutline([cover, richText]);
    expect(outline.cover).toBe(cover);
    expect(outline.blocks).toEqual([richText]);
  });

  it('stays in the body when the page switches the cover hero off', () => {
    const cover = image('cover', 'stretched');
    const outline = pageOutline([cover, richText], { coverHero: false });
    expect(outline.cover).toBeNull();
    expect(outline.blocks).toEqual([cover, richText]);
    expect(outline.eagerImageBlockId).toBe('cover');
  });

  it('is none when the page opens with anything else', () => {
    expect(pageOutline([image('i', 'inline'), richText]).cover).toBeNull();
    expect(pageOutline([richText, image('s', 'stretched')]).cover).toBeNull();
    expect(pageOutline([]).cover).toBeNull();
  });
});

describe('the sections and contents of a content page', () => {
  const outline = pageOutline([downloads, richText]);

  it('list the rich-text headings in the table of contents, both levels', () => {
    expect(outline.contents).toEqual([
      { id: 'overview', title: 'Overview', level: 2 },
      { id: 'cutting', title: 'Cutting', level: 3 },
      { id: 'downloads', title: 'Downloads', level: 2 },
    ]);
  });

  it('list block titles and level-2 headings as sections, a title never taking a heading id', () => {
    expect(outline.sections).toEqual([
      { id: 'downloads-2', title: 'Downloads', level: 2 },
      { id: 'overview', title: 'Overview', level: 2 },
      { id: 'downloads', title: 'Downloads', level: 2 },
    ]);
    expect(outline.titleAnchors).toEqual({ d: 'downloads-2' });
  });

  it('leave out blocks without a title', () => {
    const untitled: BodyBlock = { id: 'g', type: 'Gallery', title: '  ', images: [] };
    expect(pageOutline([untitled]).sections).toEqual([]);
    expect(pageOutline([untitled]).titleAnchors).toEqual({});
  });

  it('give a repeated block id one anchor only', () => {
    expect(pageOutline([downloads, downloads]).sections).toHaveLength(1);
  });
});

describe('the image that loads at once', () => {
  it('is the first image, video or gallery of the body', () => {
    expect(
      pageOutline([richText, image('i', 'inline'), image('j', 'aside')]).eagerImageBlockId,
    ).toBe('i');
  });

  it('is none in the body when the cover hero loads first', () => {
    expect(
      pageOutline([image('cover', 'stretched'), image('i', 'inline')]).eagerImageBlockId,
    ).toBeNull();
  });

  it('is none on a page without pictures', () => {
    expect(pageOutline([richText]).eagerImageBlockId).toBeNull();
  });
});

describe('the section title of a block', () => {
  it('is the title of titled blocks and none for the rest', () => {
    expect(sectionTitle(downloads)).toBe('Downloads');
    expect(
      sectionTitle({ id: 't', type: 'Table', caption: 'C', head: [], rows: [], footnote: null }),
    ).toBeNull();
    expect(sectionTitle({ id: 'u', type: 'Unknown', typeName: 'Countdown' })).toBeNull();
  });
});
