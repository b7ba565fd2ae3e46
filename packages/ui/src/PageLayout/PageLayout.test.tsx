import type { PageFrame } from '@kmx/domain/view';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleFrame, exampleNewsFeedServices, languageBannerFrame } from '../examples';
import { SiteServicesProvider } from '../site-services/SiteServicesProvider';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { PageLayout } from './PageLayout';

function renderLayout(frame: PageFrame | null, homeHref = '/en') {
  return renderWithMessages(
    <PageLayout frame={frame} homeHref={homeHref}>
      <h1>Page body</h1>
    </PageLayout>,
  );
}

describe('given the example frame', () => {
  it('puts the page in the one main landmark, the skip link target', () => {
    renderLayout(exampleFrame);
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(within(main).getByRole('heading', { name: 'Page body' })).toBeTruthy();
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('draws header, breadcrumbs, side buttons and footer around it', () => {
    renderLayout(exampleFrame);
    expect(screen.getByRole('banner').className).toContain('site-header--default');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Quick actions' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').className).toContain('site-footer--dark');
    expect(screen.queryByRole('region', { name: 'Language notice' })).toBeNull();
  });

  it('opens the share modal with the document title and address', () => {
    document.title = 'History | Komax';
    renderLayout(exampleFrame);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share this page' });
    expect(dialog.textContent).toContain('History | Komax');
    const input = within(dialog).getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe(window.location.href);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the contact panel, which links to the site contact page', () => {
    renderLayout(exampleFrame);
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Talk to an Expert' });
    expect(within(dialog).getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe(
      '/en-ch/contact',
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderLayout(exampleFrame);
    await expectAccessible(container);
  });
});

describe('given a site that hides the side buttons', () => {
  const hidden = { ...exampleFrame, site: { ...exampleFrame.site, hideSideButtons: true } };

  it('leaves them out', () => {
    renderLayout(hidden);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('does not ask for the news feed, whose unread dot sits on them', async () => {
    const shown = exampleNewsFeedServices();
    const { unmount } = renderWithMessages(
      <SiteServicesProvider services={shown}>
        <PageLayout frame={exampleFrame}>
          <h1>Page body</h1>
        </PageLayout>
      </SiteServicesProvider>,
    );
    await waitFor(() => expect(shown.requests).toHaveLength(1));
    unmount();

    const services = exampleNewsFeedServices();
    renderWithMessages(
      <SiteServicesProvider services={services}>
        <PageLayout frame={hidden}>
          <h1>Page body</h1>
        </PageLayout>
      </SiteServicesProvider>,
    );
    await act(() => Promise.resolve());
    expect(services.requests).toEqual([]);
  });
});

describe('given the home page, whose trail holds only Home', () => {
  it('leaves the breadcrumbs out', () => {
    renderLayout({
      ...exampleFrame,
      breadcrumbs: {
        entries: [{ title: 'Home', route: '/en-ch', kind: 'home' }],
        showHomeIconOnDesktop: false,
        mobileBackLink: null,
        rel: 'nofollow',
      },
    });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });
});

describe('given a page not in the visitor language', () => {
  it('shows the language banner above the page', () => {
    renderLayout(languageBannerFrame);
    expect(screen.getByRole('region', { name: 'Language notice' })).toBeTruthy();
  });
});

describe('given no frame', () => {
  it('has only a header linking home around the page', () => {
    renderLayout(null, '/de');
    const banner = screen.getByRole('banner');
    expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/de']);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('Page body');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderLayout(null);
    await expectAccessible(container);
  });
});
