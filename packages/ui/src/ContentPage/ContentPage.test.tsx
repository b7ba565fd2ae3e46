import type { BodyBlock, Page } from '@kmx/domain/content';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleCoverBlock, examplePage } from '../examples/example-blocks';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ContentPage } from './ContentPage';

const blocks: Page['blocks'] = [
  { id: 'n', type: 'FlashMessage', message: { title: 'Welcome', text: 'New range' } },
  { id: 'r', type: 'RichText', html: '<p>From single machines to lines.</p>' },
];

const page: Page = {
  id: 'page-home',
  siteId: 'site-main',
  title: 'Precision wire processing',
  slug: '',
  url: '/',
  pageType: 'Content',
  theme: 'Default',
  contentLanguage: 'en',
  isLanguageFallback: false,
  isLanguageUnavailable: false,
  languages: ['en'],
  isPublished: true,
  protection: 'none',
  description: 'Machines',
  blocks,
};

const withHeadings = (extra: readonly BodyBlock[] = []): Page => ({
  ...page,
  blocks: [
    {
      id: 'r',
      type: 'RichText',
      html: '<h2 id="overview">Overview</h2><p>a</p><h3 id="cutting">Cutting</h3><p>b</p><h2 id="service">Service</h2><p>c</p>',
    },
    ...extra,
  ],
});

describe('given a content page', () => {
  it('shows its title as the one heading of level 1', () => {
    renderWithMessages(<ContentPage page={page} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Precision wire processing');
  });

  it('renders its blocks in order, and the notice can be hidden', () => {
    renderWithMessages(<ContentPage page={page} />);
    expect(screen.getByText('From single machines to lines.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide message' }));
    expect(screen.queryByText('Welcome')).toBeNull();
  });

  it('is marked with its content language and drawn in its theme', () => {
    const { container } = renderWithMessages(
      <ContentPage page={{ ...page, contentLanguage: 'de', theme: 'Dark' }} />,
    );
    const article = container.querySelector('article');
    expect(article?.getAttribute('lang')).toBe('de');
    expect(article?.classList.contains('theme-dark')).toBe(true);
  });

  it('takes a theme override, and reads an unknown theme as the default', () => {
    const overridden = renderWithMessages(
      <ContentPage page={page} options={{ themeOverride: 'Light' }} />,
    );
    expect(overridden.container.querySelector('article')?.className).toBe(
      'content-page theme-light',
    );
    overridden.unmount();
    const unknown = renderWithMessages(<ContentPage page={{ ...page, theme: 'Sepia' }} />);
    expect(unknown.container.querySelector('article')?.className).toBe(
      'content-page theme-default',
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<ContentPage page={page} />);
    await expectAccessible(container);
  });
});

describe('given a content page that opens with a stretched image', () => {
  const covered: Page = { ...page, blocks: [exampleCoverBlock, ...blocks] };

  it('shows it as the cover hero with the title, loaded at once, and not again in the body', () => {
    const { container } = renderWithMessages(<ContentPage page={covered} />);
    const hero = container.querySelector('.cover-hero');
    expect(hero?.querySelector('h1')?.textContent).toBe('Precision wire processing');
    expect(hero?.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('keeps the image in the body when the page switches the hero off', () => {
    const { container } = renderWithMessages(
      <ContentPage page={covered} options={{ coverHero: false }} />,
    );
    expect(container.querySelector('.cover-hero')).toBeNull();
    expect(container.querySelector('.block-image img')?.getAttribute('loading')).toBe('eager');
  });
});

describe('given a content page with headings and titled blocks', () => {
  const downloads: BodyBlock = { id: 'd', type: 'Downloads', title: 'Overview', files: [] };
  const faq: BodyBlock = {
    id: 'f',
    type: 'Accordion',
    title: 'Questions',
    items: [{ title: 'Q', html: '<p>A</p>' }],
  };

  it('lists every heading in the table of contents, linking to the ids the headings have', () => {
    const { container } = renderWithMessages(<ContentPage page={withHeadings()} />);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const targets = within(toc)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['#overview', '#cutting', '#service']);
    for (const target of targets) {
      expect(container.querySelector(target ?? '')?.matches('h2, h3')).toBe(true);
    }
  });

  it('nests level-3 headings under the level-2 heading before them', () => {
    renderWithMessages(<ContentPage page={withHeadings()} />);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const cutting = within(toc).getByRole('link', { name: 'Cutting' });
    expect(cutting.closest('ol')?.classList.contains('toc__list--nested')).toBe(true);
  });

  it('links the anchor navigation to every section, block titles with their own ids', () => {
    const { container } = renderWithMessages(<ContentPage page={withHeadings([faq])} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '#overview'],
      ['Service', '#service'],
      ['Questions', '#questions'],
    ]);
    expect(container.querySelector('#questions')?.textContent).toBe('Questions');
  });

  it('never gives a block title an id a heading already has', () => {
    const { container } = renderWithMessages(<ContentPage page={withHeadings([downloads])} />);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows neither aid for a page with few headings, unless the page asks for them', () => {
    renderWithMessages(<ContentPage page={page} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('hides the aids a page switches off', () => {
    renderWithMessages(
      <ContentPage
        page={withHeadings([faq])}
        options={{ anchorNavigation: false, tableOfContents: false }}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('has no serious accessibility violation with every block kind', async () => {
    const { container } = renderWithMessages(<ContentPage page={examplePage} />);
    await expectAccessible(container);
  });
});

describe('given links in the blocks of a content page', () => {
  it('builds them for the visitor locale and site', () => {
    renderWithMessages(
      <ContentPage page={examplePage} linkContext={{ localeCode: 'de-ch', siteSlug: null }} />,
    );
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      '/de-ch/company#company-facts',
    );
    expect(screen.getByRole('link', { name: 'More about the company' }).getAttribute('href')).toBe(
      '/de-ch/company',
    );
  });

  it('uses the content language when no link context is given', () => {
    renderWithMessages(<ContentPage page={examplePage} />);
    expect(screen.getByRole('link', { name: 'Read our stories' }).getAttribute('href')).toBe(
      '/en/stories',
    );
  });
});

describe('given an unknown block kind', () => {
  it('shows visitors nothing and editors a notice', () => {
    const visitor = renderWithMessages(<ContentPage page={examplePage} />);
    expect(screen.queryByRole('note')).toBeNull();
    visitor.unmount();
    renderWithMessages(<ContentPage page={examplePage} editing />);
    expect(screen.getByRole('note').textContent).toContain('Countdown');
  });
});
