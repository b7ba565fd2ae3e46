import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleTeaserBlock, exampleTeasersBlock } from '../examples/example-blocks';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { BlockSettingsProvider, defaultBlockSettings } from './BlockSettings';
import { TeaserBlock } from './TeaserBlock';
import { TeasersBlock } from './TeasersBlock';

const swiss = {
  ...defaultBlockSettings,
  linkContext: { localeCode: 'de-ch', siteSlug: null },
  productLinks: {
    'stripper-480': {
      name: 'Stripper 480',
      href: '/de-ch/products/wire-processing/stripping/stripper-480',
    },
  },
};

describe('given a row of teasers with every link kind', () => {
  it('builds each link for the visitor locale', () => {
    renderWithMessages(
      <BlockSettingsProvider settings={swiss}>
        <TeasersBlock block={exampleTeasersBlock} />
      </BlockSettingsProvider>,
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('About us')).toBe('/de-ch/company#company-facts');
    expect(href('Read our stories')).toBe('/de-ch/stories');
    expect(href('Job portal')).toBe('https://jobs.komax.example');
    expect(href('The Stripper 480')).toBe('/de-ch/products/wire-processing/stripping/stripper-480');
  });

  it('names products by their catalogue name and hides a product not offered in the country', () => {
    const { unmount } = renderWithMessages(
      <BlockSettingsProvider
        settings={{
          ...swiss,
          productLinks: { 'stripper-480': { name: 'Stripper 480 S', href: '/de-ch/products/x' } },
        }}
      >
        <TeasersBlock block={exampleTeasersBlock} />
      </BlockSettingsProvider>,
    );
    expect(screen.getByRole('link', { name: 'The Stripper 480 S' })).toBeTruthy();
    unmount();
    renderWithMessages(
      <BlockSettingsProvider settings={{ ...swiss, productLinks: {} }}>
        <TeasersBlock block={exampleTeasersBlock} />
      </BlockSettingsProvider>,
    );
    expect(screen.queryByRole('link', { name: /Stripper/ })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('is a list of cards whose titles sit below the block title', () => {
    renderWithMessages(<TeasersBlock block={exampleTeasersBlock} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Where to go next');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('marks links off the site and links opening a new tab', () => {
    renderWithMessages(
      <TeaserBlock
        block={{
          id: 't',
          type: 'Teaser',
          teaser: {
            title: 'Agenda',
            text: null,
            image: null,
            link: {
              kind: 'page',
              text: 'Open the agenda',
              page: { id: 'p', url: '/agenda' },
              pageParameters: '',
              openInNewTab: true,
            },
          },
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Open the agenda (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<TeasersBlock block={exampleTeasersBlock} />);
    await expectAccessible(container);
  });
});

describe('given a single teaser', () => {
  it('shows its title as a level-2 heading, its text markup and its service link', () => {
    const { container } = renderWithMessages(
      <BlockSettingsProvider
        settings={{
          ...defaultBlockSettings,
          productLinks: {
            'operator-training': {
              name: 'Operator training',
              href: '/en/services/training/operator-training',
            },
          },
        }}
      >
        <TeaserBlock block={exampleTeaserBlock} />
      </BlockSettingsProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Operator training');
    expect(container.querySelector('.teaser__text strong')?.textContent).toBe('hands-on training');
    expect(
      screen.getByRole('link', { name: 'Book an operator training' }).getAttribute('href'),
    ).toBe('/en/services/training/operator-training');
  });
});

describe('given a teaser with an action link', () => {
  const block = {
    id: 'n',
    type: 'Teaser' as const,
    teaser: {
      title: 'News',
      text: null,
      image: null,
      link: {
        kind: 'path' as const,
        text: 'Open the news',
        link: { kind: 'action' as const, action: 'open-news-feed-panel' },
      },
    },
  };

  it('is a button that asks the page to act', () => {
    const onLinkAction = vi.fn();
    renderWithMessages(
      <BlockSettingsProvider settings={{ ...defaultBlockSettings, onLinkAction }}>
        <TeaserBlock block={block} />
      </BlockSettingsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open the news' }));
    expect(onLinkAction).toHaveBeenCalledWith('open-news-feed-panel');
  });

  it('is left out where nothing can act on it', () => {
    renderWithMessages(<TeaserBlock block={block} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('given an empty row of teasers', () => {
  it('draws nothing', () => {
    const { container } = renderWithMessages(
      <TeasersBlock block={{ ...exampleTeasersBlock, teasers: [] }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
