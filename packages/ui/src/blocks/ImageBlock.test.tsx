import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleImageBlock } from '../examples/example-blocks';
import { expectAccessible } from '../test-support/expect-accessible';
import { BlockSettingsProvider, defaultBlockSettings } from './BlockSettings';
import { ImageBlock } from './ImageBlock';

const image = { url: 'https://media.example/hall.jpg', alternativeText: 'The assembly hall' };

describe.each([
  ['stretched', '1180w', '2360w', '(min-width: 1180px) 1180px, 100vw'],
  ['breakOut', '980w', '1960w', '(min-width: 980px) 980px, 100vw'],
  ['inline', '780w', '1560w', '(min-width: 780px) 780px, 100vw'],
  ['aside', '960w', '1920w', '(min-width: 960px) 960px, 100vw'],
] as const)('given an image in the %s layout', (layout, single, double, sizes) => {
  it(`offers the spec rendition (${single}) and twice it, for the width it is drawn at`, () => {
    const { container } = render(
      <ImageBlock block={{ id: 'i', type: 'Image', image, caption: null, layout }} />,
    );
    const candidates = container.querySelector('img')?.getAttribute('srcset')?.split(', ') ?? [];
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual([single, double]);
    expect(container.querySelector('img')?.getAttribute('sizes')).toBe(sizes);
  });
});

describe('given an aside image', () => {
  it('asks for the square rendition 960x960', () => {
    const { container } = render(
      <ImageBlock block={{ id: 'i', type: 'Image', image, caption: null, layout: 'aside' }} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toContain('width=960&height=960');
  });
});

describe('given an image with a caption', () => {
  it('is a figure named by its alternative text and captioned', () => {
    const { container } = render(<ImageBlock block={exampleImageBlock} />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe(
      'A cutting and stripping machine, door open',
    );
    expect(container.querySelector('figcaption')?.textContent).toBe(
      'The Cutter 355 cuts and strips wires up to 6 mm².',
    );
  });

  it('loads lazily unless it is the first image of the page', () => {
    const { container, unmount } = render(<ImageBlock block={exampleImageBlock} />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    unmount();
    const first = render(
      <BlockSettingsProvider
        settings={{ ...defaultBlockSettings, eagerImageBlockId: exampleImageBlock.id }}
      >
        <ImageBlock block={exampleImageBlock} />
      </BlockSettingsProvider>,
    );
    expect(first.container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = render(<ImageBlock block={exampleImageBlock} />);
    await expectAccessible(container);
  });
});
