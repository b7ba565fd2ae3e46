import { describe, expect, it } from 'vitest';
import { isValidHighlight, validHighlights } from './highlight-validity';

describe('valid highlights', () => {
  it('accepts a highlight with a name and an image', () => {
    expect(isValidHighlight({ name: 'Fast changeover', image: '/img/a.png', video: null })).toBe(
      true,
    );
  });

  it('accepts a highlight with a name and a video', () => {
    expect(isValidHighlight({ name: 'Fast changeover', image: null, video: '/v/a.mp4' })).toBe(
      true,
    );
  });

  it('rejects a highlight without a name', () => {
    expect(isValidHighlight({ name: '', image: '/img/a.png', video: null })).toBe(false);
    expect(isValidHighlight({ name: '  ', image: '/img/a.png', video: null })).toBe(false);
  });

  it('rejects a highlight with neither an image nor a video', () => {
    expect(isValidHighlight({ name: 'Fast changeover', image: null, video: null })).toBe(false);
  });

  it('counts the text "null" as no image', () => {
    expect(isValidHighlight({ name: 'Fast changeover', image: 'null', video: '' })).toBe(false);
  });

  it('keeps only the valid highlights, in their order', () => {
    const highlights = [
      { name: 'One', image: '/1.png', video: null },
      { name: '', image: '/2.png', video: null },
      { name: 'Three', image: null, video: '/3.mp4' },
      { name: 'Four', image: null, video: null },
    ];
    expect(validHighlights(highlights).map((highlight) => highlight.name)).toEqual([
      'One',
      'Three',
    ]);
  });
});
