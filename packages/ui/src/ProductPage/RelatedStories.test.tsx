import { exampleProductPageStories } from '@kmx/ui/examples';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { RelatedStories } from './RelatedStories';

describe('RelatedStories (spec public-site 2.5)', () => {
  it('shows title and lead text, linking to the localised story', async () => {
    const { container } = renderWithMessages(
      <RelatedStories
        stories={exampleProductPageStories}
        linkContext={{ localeCode: 'de', siteSlug: null }}
      />,
    );
    expect(
      screen
        .getByRole('link', { name: 'Faster changeovers on the harness line' })
        .getAttribute('href'),
    ).toBe('/de/stories/faster-changeovers');
    expect(screen.getByText('How a supplier in Bavaria cut its setup times in half.')).toBeTruthy();
    await expectAccessible(container);
  });

  it('shows the placeholder for a story without image', () => {
    const [story] = exampleProductPageStories;
    if (story === undefined) throw new Error('example has a story');
    const { container } = renderWithMessages(
      <RelatedStories
        stories={[{ ...story, image: null }]}
        linkContext={{ localeCode: 'en', siteSlug: null }}
      />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(
      /^\/images\/placeholder\.svg\?/,
    );
  });

  it('shows nothing without stories', () => {
    const { container } = renderWithMessages(
      <RelatedStories stories={[]} linkContext={{ localeCode: 'en', siteSlug: null }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
