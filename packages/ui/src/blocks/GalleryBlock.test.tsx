import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleGalleryBlock } from '../examples/example-blocks';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { GalleryBlock } from './GalleryBlock';

const stage = (container: HTMLElement) =>
  container.querySelector('.block-gallery__stage img') as HTMLImageElement;

describe('given a gallery of three images', () => {
  it('shows the first in the gallery rendition (480) with 56-pixel thumbnails', () => {
    const { container } = renderWithMessages(<GalleryBlock block={exampleGalleryBlock} />);
    expect(stage(container).getAttribute('alt')).toBe('An automated harness line');
    expect(stage(container).getAttribute('src')).toContain('width=480&');
    const thumbnails = container.querySelectorAll('.block-gallery__thumbnail img');
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[0]?.getAttribute('src')).toContain('width=56&');
  });

  it('shows the image whose thumbnail button is pressed', () => {
    const { container } = renderWithMessages(<GalleryBlock block={exampleGalleryBlock} />);
    const third = screen.getByRole('button', {
      name: 'Show image 3 of 3: Operators in the training room',
    });
    fireEvent.click(third);
    expect(third.getAttribute('aria-pressed')).toBe('true');
    expect(stage(container).getAttribute('alt')).toBe('Operators in the training room');
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
  });

  it('moves along with the arrow keys, Home and End, wrapping around', () => {
    const { container } = renderWithMessages(<GalleryBlock block={exampleGalleryBlock} />);
    const [first] = screen.getAllByRole('button');
    first?.focus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowLeft' });
    expect(stage(container).getAttribute('alt')).toBe('Operators in the training room');
    expect(document.activeElement?.getAttribute('aria-label')).toContain('image 3 of 3');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    expect(stage(container).getAttribute('alt')).toBe('An automated harness line');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(stage(container).getAttribute('alt')).toBe('Spools of coloured wire');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(stage(container).getAttribute('alt')).toBe('Operators in the training room');
  });

  it('is a region named by its title', () => {
    renderWithMessages(<GalleryBlock block={exampleGalleryBlock} />);
    expect(screen.getByRole('region', { name: 'Impressions from the plant' })).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<GalleryBlock block={exampleGalleryBlock} />);
    await expectAccessible(container);
  });
});

describe('given an empty gallery or one of one image', () => {
  it('draws nothing, or the image without thumbnails', () => {
    const { container, unmount } = renderWithMessages(
      <GalleryBlock block={{ ...exampleGalleryBlock, images: [] }} />,
    );
    expect(container.innerHTML).toBe('');
    unmount();
    const single = renderWithMessages(
      <GalleryBlock
        block={{
          ...exampleGalleryBlock,
          title: null,
          images: exampleGalleryBlock.images.slice(0, 1),
        }}
      />,
    );
    expect(single.container.querySelectorAll('button')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Image gallery' })).toBeTruthy();
  });
});
