import { describe, expect, it } from 'vitest';
import { imageSizesAttribute, imageWidthSrcset, layoutImageSizes } from './layout-sizes';

describe('a responsive srcset', () => {
  it('offers the rendition at its width and at twice it, quality 90 and crop', () => {
    expect(imageWidthSrcset('https://media.example/a.jpg', layoutImageSizes.stretched)).toBe(
      'https://media.example/a.jpg?width=1180&quality=90&format=webp&fit=crop 1180w, ' +
        'https://media.example/a.jpg?width=2360&quality=90&format=webp&fit=crop 2360w',
    );
  });

  it('scales the height of a square rendition too, in the format asked', () => {
    expect(imageWidthSrcset('/a.png', layoutImageSizes.aside, 'png')).toBe(
      '/a.png?width=960&height=960&quality=90&format=png&fit=crop 960w, ' +
        '/a.png?width=1920&height=1920&quality=90&format=png&fit=crop 1920w',
    );
  });

  it('encodes commas and spaces so that candidates stay apart', () => {
    expect(imageWidthSrcset('/a b,c.jpg', { width: 10 })).toContain('/a%20b%2Cc.jpg?width=10');
  });

  it('is drawn at the rendition width on wide screens and full width on narrow ones', () => {
    expect(imageSizesAttribute(layoutImageSizes.inline)).toBe('(min-width: 780px) 780px, 100vw');
  });
});
