import { exampleProductPageProduct } from '@kmx/ui/examples';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ProductHighlights } from './ProductHighlights';

describe('ProductHighlights (spec public-site 5)', () => {
  it('shows valid highlights only: a name and an image or a video', async () => {
    const { container } = renderWithMessages(
      <ProductHighlights highlights={exampleProductPageProduct.highlights} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Mark-free belt drive' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Length within ±0.1 mm' })).toBeTruthy();
    expect(screen.queryByText('A highlight without a picture')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await expectAccessible(container);
  });

  it('links a platform video in a new tab and plays a video file in place', () => {
    const base = { shortDescription: null, longDescription: null, image: null, videoImage: null };
    const { container } = renderWithMessages(
      <ProductHighlights
        highlights={[
          { ...base, name: 'On a platform', video: 'https://vimeo.com/1' },
          { ...base, name: 'A file', video: '/media/a.mp4' },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: /Watch the video: On a platform/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(container.querySelector('video source')?.getAttribute('src')).toBe('/media/a.mp4');
  });

  it('shows nothing when no highlight is valid', () => {
    const { container } = renderWithMessages(
      <ProductHighlights
        highlights={[
          {
            name: ' ',
            shortDescription: null,
            longDescription: null,
            image: 'a.png',
            videoImage: null,
            video: null,
          },
          {
            name: 'No media',
            shortDescription: null,
            longDescription: null,
            image: 'null',
            videoImage: null,
            video: null,
          },
        ]}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
