import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ProductVideo } from './ProductVideo';

describe('ProductVideo (spec public-site 3.6)', () => {
  it('plays a video file in place with its poster, loading nothing else first', async () => {
    const { container } = renderWithMessages(
      <ProductVideo
        video={{
          url: '/media/videos/cutter-355.mp4',
          thumbnailUrls: ['/media/p.svg'],
          alt: 'Cutter 355',
        }}
      />,
    );
    const video = container.querySelector('video');
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.getAttribute('aria-label')).toBe('Video: Cutter 355');
    expect(video?.getAttribute('poster')).toMatch(/^\/media\/p\.svg\?width=1200&height=675/);
    expect(container.querySelector('source')?.getAttribute('type')).toBe('video/mp4');
    await expectAccessible(container);
  });

  it('links a platform video in a new tab', () => {
    renderWithMessages(
      <ProductVideo
        video={{ url: 'https://www.youtube.com/watch?v=1', thumbnailUrls: [], alt: 'Cutter 355' }}
      />,
    );
    const link = screen.getByRole('link', { name: /Watch the video: Cutter 355/ });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=1');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
