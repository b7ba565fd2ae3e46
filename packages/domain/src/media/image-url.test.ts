import { describe, expect, it } from 'vitest';
import { imageSizes } from './image-sizes';
import { imageSrcset, imageUrl } from './image-url';

const source = 'https://media.example.com/images/cutter.jpg';

describe('the image address', () => {
  it('asks for the width, quality 90, webp and crop fit of a rendition', () => {
    expect(imageUrl(source, imageSizes.stretched)).toBe(
      `${source}?width=1180&quality=90&format=webp&fit=crop`,
    );
  });

  it('adds the height of a rendition that has one', () => {
    expect(imageUrl(source, imageSizes.stretchedVideo)).toBe(
      `${source}?width=1200&height=675&quality=90&format=webp&fit=crop`,
    );
  });

  it('asks for png when told', () => {
    expect(imageUrl(source, imageSizes.documentThumbnail, 'png')).toBe(
      `${source}?width=128&height=180&quality=90&format=png&fit=crop`,
    );
  });

  it('doubles the pixels for density 2', () => {
    expect(imageUrl(source, imageSizes.marketingLogo, 'webp', 2)).toBe(
      `${source}?width=608&height=104&quality=90&format=webp&fit=crop`,
    );
  });

  it('keeps other query parameters and the fragment of the source', () => {
    expect(imageUrl(`${source}?v=3&raw#focus`, imageSizes.brand)).toBe(
      `${source}?v=3&raw&width=96&quality=90&format=webp&fit=crop#focus`,
    );
  });

  it('replaces the parameters it owns', () => {
    expect(imageUrl(`${source}?width=4000&Format=jpg&&v=3&fit`, imageSizes.inline)).toBe(
      `${source}?v=3&width=780&quality=90&format=webp&fit=crop`,
    );
  });

  it('works on relative addresses', () => {
    expect(imageUrl('/media/logo.png', imageSizes.galleryThumbnail)).toBe(
      '/media/logo.png?width=56&quality=90&format=webp&fit=crop',
    );
  });

  it('keeps a parameter whose name cannot be decoded', () => {
    expect(imageUrl(`${source}?%E0%A4%A=1`, imageSizes.brand)).toBe(
      `${source}?%E0%A4%A=1&width=96&quality=90&format=webp&fit=crop`,
    );
  });
});

describe('the srcset', () => {
  it('lists the 1x and 2x renditions', () => {
    expect(imageSrcset(source, imageSizes.storyContact)).toBe(
      `${source}?width=80&quality=90&format=webp&fit=crop 1x, ` +
        `${source}?width=160&quality=90&format=webp&fit=crop 2x`,
    );
  });

  it('lists png renditions when told', () => {
    expect(imageSrcset(source, imageSizes.asideSquare, 'png')).toBe(
      `${source}?width=960&height=960&quality=90&format=png&fit=crop 1x, ` +
        `${source}?width=1920&height=1920&quality=90&format=png&fit=crop 2x`,
    );
  });

  it('encodes commas and spaces that would split a candidate', () => {
    expect(imageSrcset('/media/a,b c.jpg', imageSizes.brand)).toBe(
      '/media/a%2Cb%20c.jpg?width=96&quality=90&format=webp&fit=crop 1x, ' +
        '/media/a%2Cb%20c.jpg?width=192&quality=90&format=webp&fit=crop 2x',
    );
  });
});
