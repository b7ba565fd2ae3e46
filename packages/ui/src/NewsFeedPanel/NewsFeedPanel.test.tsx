import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { lastReadNewsStorageKey } from '@kmx/domain/content';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { exampleNewsFeedServices, exampleNewsItems } from '../examples';
import { SiteServicesProvider } from '../site-services/SiteServicesProvider';
import type { SiteServices } from '../site-services/SiteServices';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { NewsFeedPanel } from './NewsFeedPanel';

function renderWith(services: SiteServices | null, element: ReactElement, language = 'en') {
  return renderWithMessages(
    <SiteServicesProvider services={services}>{element}</SiteServicesProvider>,
    language,
  );
}

const linkContext = { localeCode: 'en-ch', siteSlug: null };

describe('an open news feed panel', () => {
  it('loads the ten newest items and shows their date, title, text and link', async () => {
    const services = exampleNewsFeedServices();
    renderWith(
      services,
      <NewsFeedPanel open onClose={() => undefined} language="en" linkContext={linkContext} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading news…');
    await screen.findByText('News item 01: the plant in Dierikon');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(services.requests).toEqual([{ language: 'en', after: null }]);
    expect(screen.getByText('1 percent').tagName).toBe('STRONG');
    expect(screen.getByText('28 February 2025')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /Read more/ });
    expect(links[0]?.getAttribute('href')).toBe('/en-ch/stories/news-01');
    expect(screen.getByRole('dialog', { name: 'News' })).toBeTruthy();
  });

  it('marks the feed read with the newest id under the domain key', async () => {
    const services = exampleNewsFeedServices({ lastReadId: 'news-05' });
    renderWith(services, <NewsFeedPanel open onClose={() => undefined} language="en" />);
    await screen.findByText('News item 01: the plant in Dierikon');
    expect(services.stored.get(lastReadNewsStorageKey)).toBe('news-01');
  });

  it('loads the next ten after the cursor, appending, and hides "load more" at the end', async () => {
    const services = exampleNewsFeedServices();
    renderWith(services, <NewsFeedPanel open onClose={() => undefined} language="de" />, 'de');
    fireEvent.click(await screen.findByRole('button', { name: 'Weitere Neuigkeiten laden' }));
    await screen.findByText('News item 20: the plant in Dierikon');
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Neuigkeiten laden' }));
    await screen.findByText('News item 25: the plant in Dierikon');
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Weitere Neuigkeiten laden' })).toBeNull();
    expect(services.requests.map((request) => request.after)).toEqual([null, 'news-10', 'news-20']);
  });

  it('says when the feed is empty', async () => {
    renderWith(
      exampleNewsFeedServices({ answer: 'empty' }),
      <NewsFeedPanel open onClose={() => undefined} language="en" />,
    );
    expect(await screen.findByText('There is no news yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more news' })).toBeNull();
  });

  it('says when the feed cannot be loaded, and tries again on request', async () => {
    const services = exampleNewsFeedServices({ answer: 'failure' });
    renderWith(services, <NewsFeedPanel open onClose={() => undefined} language="en" />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(services.requests).toHaveLength(2));
    expect(services.stored.has(lastReadNewsStorageKey)).toBe(false);
  });

  it('asks to close on Escape and with its close button', async () => {
    const onClose = vi.fn();
    renderWith(exampleNewsFeedServices(), <NewsFeedPanel open onClose={onClose} language="en" />);
    await screen.findByText('News item 01: the plant in Dierikon');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows the loading state without services (server, hydration)', () => {
    renderWith(null, <NewsFeedPanel open onClose={() => undefined} language="en" />);
    expect(screen.getByRole('status').textContent).toBe('Loading news…');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWith(
      exampleNewsFeedServices(),
      <NewsFeedPanel open onClose={() => undefined} language="en" />,
    );
    await screen.findByText('News item 01: the plant in Dierikon');
    await expectAccessible(container);
  });
});

describe('a closed news feed panel', () => {
  it('loads nothing and shows nothing', async () => {
    const services = exampleNewsFeedServices();
    renderWith(services, <NewsFeedPanel open={false} onClose={() => undefined} language="en" />);
    await act(() => Promise.resolve());
    expect(services.requests).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWith(
      exampleNewsFeedServices(),
      <NewsFeedPanel open={false} onClose={() => undefined} language="en" />,
    );
    await act(() => Promise.resolve());
    await expectAccessible(container);
  });
});

describe('the items of the feed', () => {
  it('come from the example with the newest first', () => {
    expect(exampleNewsItems[0]?.id).toBe('news-01');
  });
});
