import type { CollectionIntro } from '@kmx/domain/view';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleProductLinks } from '../examples/catalogue-examples';
import { exampleTeaserBlock, exampleTeasersBlock } from '../examples/example-blocks';
import { PageActionsContext } from '../PageLayout/PageActions';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ListIntro } from './ListIntro';

const intro: CollectionIntro = {
  title: 'Press releases',
  contentLanguage: 'en',
  blocks: [
    { id: 'text', type: 'RichText', html: '<p>Our releases, newest first.</p>' },
    exampleTeaserBlock,
    exampleTeasersBlock,
  ],
  productLinks: exampleProductLinks,
};

const swiss = { localeCode: 'en-ch', siteSlug: null };

describe('the CMS intro of a list', () => {
  it('draws its blocks in order, marked with their language', () => {
    const { container } = renderWithMessages(
      <ListIntro intro={{ ...intro, contentLanguage: 'de' }} linkContext={swiss} />,
    );
    expect(screen.getByText('Our releases, newest first.')).toBeTruthy();
    expect(container.querySelector('.list-intro')?.getAttribute('lang')).toBe('de');
    // The list page has the one heading of level 1: the intro adds none.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('builds its links in the frame’s locale, product links only where they were looked up', () => {
    renderWithMessages(<ListIntro intro={intro} linkContext={swiss} />);
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      '/en-ch/company#company-facts',
    );
    expect(
      screen.getByRole('link', { name: 'Book an operator training' }).getAttribute('href'),
    ).toBe('/en-ch/services/training/operator-training');
    expect(screen.getByRole('link', { name: 'The Stripper 480 S' })).toBeTruthy();

    renderWithMessages(<ListIntro intro={{ ...intro, productLinks: {} }} linkContext={swiss} />);
    expect(screen.getAllByRole('link', { name: 'About us' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'The Stripper 480 S' })).toHaveLength(1);
  });

  it('gives the titled blocks anchors, as a content page does', () => {
    renderWithMessages(<ListIntro intro={intro} linkContext={swiss} />);
    expect(screen.getByRole('heading', { name: 'Where to go next' }).id).toBe('where-to-go-next');
  });

  it('hands an action link to the page around it', () => {
    const openNewsFeedPanel = vi.fn();
    const withAction: CollectionIntro = {
      ...intro,
      blocks: [
        {
          id: 'news',
          type: 'Teaser',
          teaser: {
            title: 'News',
            text: null,
            image: null,
            link: {
              kind: 'path',
              text: 'Open the news feed',
              link: { kind: 'action', action: 'open-news-feed-panel' },
            },
          },
        },
      ],
    };
    renderWithMessages(
      <PageActionsContext.Provider value={{ openNewsFeedPanel }}>
        <ListIntro intro={withAction} linkContext={swiss} />
      </PageActionsContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open the news feed' }));
    expect(openNewsFeedPanel).toHaveBeenCalledOnce();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<ListIntro intro={intro} linkContext={swiss} />);
    await expectAccessible(container);
  });
});
