import type { Page } from '@kmx/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  body: blocks,
};

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

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<ContentPage page={page} />);
    await expectAccessible(container);
  });
});
