import { imageSizes } from '@kmx/domain/media';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { ResponsiveImage } from './ResponsiveImage';

const hall = { url: 'https://media.example/hall.jpg', alternativeText: 'The assembly hall' };

describe('given a stretched image', () => {
  it('offers webp and png at 1180 and 2360 pixels, drawn at most 1180 wide', () => {
    const { container } = render(<ResponsiveImage image={hall} size={imageSizes.stretched} />);
    const webp = container.querySelector('source');
    const img = container.querySelector('img');
    expect(webp?.getAttribute('type')).toBe('image/webp');
    expect(webp?.getAttribute('srcset')).toBe(
      'https://media.example/hall.jpg?width=1180&quality=90&format=webp&fit=crop 1180w, ' +
        'https://media.example/hall.jpg?width=2360&quality=90&format=webp&fit=crop 2360w',
    );
    expect(img?.getAttribute('sizes')).toBe('(min-width: 1180px) 1180px, 100vw');
    expect(img?.getAttribute('src')).toBe(
      'https://media.example/hall.jpg?width=1180&quality=90&format=png&fit=crop',
    );
  });

  it('keeps a 16:9 room of 1180 by 664 before it arrives, so nothing below it moves', () => {
    const { container } = render(<ResponsiveImage image={hall} size={imageSizes.stretched} />);
    const img = container.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1180', '664']);
  });

  it('is described by its alternative text and loads lazily unless it comes first', () => {
    const { container, rerender } = render(
      <ResponsiveImage image={hall} size={imageSizes.stretched} />,
    );
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('The assembly hall');
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    rerender(<ResponsiveImage image={hall} size={imageSizes.stretched} eager />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = render(<ResponsiveImage image={hall} size={imageSizes.stretched} />);
    await expectAccessible(container);
  });
});

describe('given a fixed thumbnail', () => {
  it('offers 1x and 2x of its box and keeps its width and height', () => {
    const { container } = render(
      <ResponsiveImage image={hall} size={imageSizes.documentThumbnail} mode="fixed" decorative />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toBe(
      'https://media.example/hall.jpg?width=128&height=180&quality=90&format=png&fit=crop 1x, ' +
        'https://media.example/hall.jpg?width=256&height=360&quality=90&format=png&fit=crop 2x',
    );
    expect(img?.getAttribute('sizes')).toBeNull();
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['128', '180']);
    expect(img?.getAttribute('alt')).toBe('');
  });
});

describe('given an image without an address', () => {
  it('shows the placeholder', () => {
    const { container } = render(
      <ResponsiveImage image={{ url: 'null', alternativeText: 'x' }} size={imageSizes.inline} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(
      /^\/images\/placeholder\.svg\?width=780/,
    );
  });
});
