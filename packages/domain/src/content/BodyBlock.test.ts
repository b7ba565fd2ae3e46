import { describe, expect, it } from 'vitest';
import { imageSizes } from '../media/image-sizes';
import { mediaLayouts } from './BodyBlock';

describe('media layouts of image and video blocks', () => {
  it('are the four places spec 9 gives image renditions for', () => {
    expect(Object.values(mediaLayouts)).toEqual(['stretched', 'breakOut', 'inline', 'aside']);
  });

  it('each have an image rendition, the aside one square', () => {
    const renditions = {
      stretched: imageSizes.stretched,
      breakOut: imageSizes.breakOut,
      inline: imageSizes.inline,
      aside: imageSizes.asideSquare,
    } satisfies Record<keyof typeof mediaLayouts, { width: number }>;
    expect(Object.values(renditions).map((size) => size.width)).toEqual([1180, 980, 780, 960]);
  });
});
