import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleVideoBlock, exampleVideoFileBlock } from '../examples/example-blocks';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { VideoBlock } from './VideoBlock';

describe('given a video on a video platform', () => {
  it('shows the poster as a link to the platform, and embeds no frame', () => {
    const { container } = renderWithMessages(<VideoBlock block={exampleVideoBlock} />);
    const link = screen.getByRole('link', {
      name: 'Watch the video "The harness line in action" on youtube.com (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=komax-demo');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('iframe')).toBeNull();
    expect(link.querySelector('img')?.getAttribute('srcset')).toContain('980w');
  });

  it('says so in German', () => {
    renderWithMessages(<VideoBlock block={exampleVideoBlock} />, 'de');
    expect(
      screen.getByRole('link', { name: /Video «The harness line in action» auf youtube.com/ }),
    ).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<VideoBlock block={exampleVideoBlock} />);
    await expectAccessible(container);
  });
});

describe('given a video file', () => {
  it('plays in a video element that loads only its poster (aside 960x540) before playing', () => {
    const { container } = renderWithMessages(<VideoBlock block={exampleVideoFileBlock} />);
    const video = container.querySelector('video');
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('poster')).toContain('width=960&height=540');
    expect(video?.getAttribute('aria-label')).toBe('Video "Cutter 355 demo"');
    expect(container.querySelector('source')?.getAttribute('type')).toBe('video/mp4');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<VideoBlock block={exampleVideoFileBlock} />);
    await expectAccessible(container);
  });
});
