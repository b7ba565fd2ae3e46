import { placeholderImageUrl } from '@kmx/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { blockSchema } from './content-block-schemas';
import { contentImageSchema } from './content-image-schema';

describe('a content picture', () => {
  it('keeps an address that is a URL', () => {
    const image = { url: 'https://content.example/media/a.png', alternativeText: 'A' };
    expect(contentImageSchema.parse(image)).toEqual(image);
  });

  it.each([
    'https://media.komax.example:99999/a.png',
    'https://exa mple/a.png',
    'not a url',
    '',
    null,
  ])('shows the placeholder for an address that is no URL: %j', (url) => {
    expect(contentImageSchema.parse({ url, alternativeText: 'A' })).toEqual({
      url: placeholderImageUrl,
      alternativeText: 'A',
    });
  });

  it('with a broken address does not fail its image block', () => {
    const block = blockSchema.safeParse({
      __typename: 'ImageBlock',
      id: 'b1',
      image: { url: 'https://media.komax.example:99999/a.png', alternativeText: 'Hall' },
      caption: null,
      layout: 'inline',
    });
    expect(block.success && block.data).toEqual({
      type: 'Image',
      id: 'b1',
      image: { url: placeholderImageUrl, alternativeText: 'Hall' },
      caption: null,
      layout: 'inline',
    });
  });

  it('still fails a block whose picture is not a picture at all', () => {
    const block = blockSchema.safeParse({
      __typename: 'ImageBlock',
      id: 'b1',
      image: 'https://content.example/media/a.png',
      caption: null,
      layout: 'inline',
    });
    expect(block.success).toBe(false);
  });
});
