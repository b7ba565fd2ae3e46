import { describe, expect, it } from 'vitest';
import type { BodyBlock } from './BodyBlock';
import {
  anchorSlug,
  markupHeadings,
  uniqueAnchor,
  withHeadingIds,
  withPageHeadingIds,
} from './heading-anchors';

describe('the id a heading gets from its text', () => {
  it('is lower case with hyphens between words', () => {
    expect(anchorSlug('Rich text')).toBe('rich-text');
    expect(anchorSlug('Share & dividend: 2023')).toBe('share-dividend-2023');
  });

  it('strips accents and markup but keeps letters of every script', () => {
    expect(anchorSlug('Über <em>uns</em>')).toBe('uber-uns');
    expect(anchorSlug('线缆加工')).toBe('线缆加工');
  });

  it('falls back to "section" when no letter or digit is left', () => {
    expect(anchorSlug('— !! —')).toBe('section');
  });
});

describe('a unique id', () => {
  it('counts up from 2 while the id is taken, and takes the one it returns', () => {
    const taken = new Set(['faq', 'faq-2']);
    expect(uniqueAnchor('faq', taken)).toBe('faq-3');
    expect(uniqueAnchor('faq', taken)).toBe('faq-4');
    expect(taken.has('faq-4')).toBe(true);
  });
});

describe('headings of rich text', () => {
  it('get ids from their texts, repeated texts numbered', () => {
    const html = '<h2>Overview</h2><p>x</p><h3 class="small">Details</h3><h2>Overview</h2>';
    expect(withHeadingIds(html, new Set())).toBe(
      '<h2 id="overview">Overview</h2><p>x</p><h3 id="details" class="small">Details</h3><h2 id="overview-2">Overview</h2>',
    );
  });

  it('keep an id they have, and leave other levels alone', () => {
    const html = '<h1>Title</h1><h2 id="facts">Company facts</h2><h4>Minor</h4>';
    expect(withHeadingIds(html, new Set())).toBe(html);
  });

  it('are listed with their ids, levels and plain titles', () => {
    expect(
      markupHeadings(
        '<h2 id="a">One &amp; <em>two</em></h2><h3 id="b">Three</h3><h2>None</h2><h2 id="">Empty id</h2><h2 id="c"> </h2>',
      ),
    ).toEqual([
      { id: 'a', title: 'One & two', level: 2 },
      { id: 'b', title: 'Three', level: 3 },
    ]);
  });
});

describe('the headings of a whole page', () => {
  const blocks: BodyBlock[] = [
    { id: 'r1', type: 'RichText', html: '<h2>Main</h2><h2>Facts</h2>' },
    { id: 'q', type: 'Quote', quote: 'Q', author: 'A', role: null, portrait: null },
    { id: 'r2', type: 'RichText', html: '<h2>Facts</h2><h2 id="facts-2">Kept</h2>' },
  ];

  it('are unique on the page, avoid the furniture ids and ids given further on', () => {
    const [first, quote, second] = withPageHeadingIds(blocks);
    expect(first).toEqual({
      id: 'r1',
      type: 'RichText',
      html: '<h2 id="content-main">Main</h2><h2 id="facts">Facts</h2>',
    });
    expect(quote).toBe(blocks[1]);
    expect(second).toEqual({
      id: 'r2',
      type: 'RichText',
      html: '<h2 id="facts-3">Facts</h2><h2 id="facts-2">Kept</h2>',
    });
  });

  it('never take an id the product keeps for itself, nor one another element has', () => {
    const [hostile] = withPageHeadingIds([
      {
        id: 'r',
        type: 'RichText',
        html: '<p id="content-kmx-view">x</p><h2>KMX view</h2><h3>Root</h3><h2>_r_1_</h2>',
      },
    ]);
    expect(hostile).toMatchObject({
      html: '<p id="content-kmx-view">x</p><h2 id="content-kmx-view-2">KMX view</h2><h3 id="content-root">Root</h3><h2 id="r-1">_r_1_</h2>',
    });
  });

  it('are the same every time, so server and browser agree', () => {
    expect(withPageHeadingIds(blocks)).toEqual(withPageHeadingIds(blocks));
  });
});
