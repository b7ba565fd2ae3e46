// @vitest-environment happy-dom
import type { ScrollTarget } from '@kmx/domain/browser';
import type { PageHead } from '@kmx/domain/view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataLayerHost } from './data-layer';
import { createPageTransition, recordPageView } from './page-transition';
import type { ShownPage } from './ShownPage';

const head: PageHead = {
  title: 'Company',
  description: 'Who we are',
  canonical: null,
  alternates: [],
  openGraph: { type: 'website', siteName: 'Komax', locale: 'en', image: null },
  robots: 'index, follow',
};
const page: ShownPage = {
  status: 200,
  head,
  view: { kind: 'not-found', language: 'en', homeHref: '/en', frame: null, path: '/en/company' },
};

afterEach(() => {
  document.body.innerHTML = '';
});

function setUp() {
  const steps: string[] = [];
  const dataLayer: DataLayerHost = {};
  const scrolled: ScrollTarget[] = [];
  const update = vi.fn(() => void steps.push('head'));
  const show = createPageTransition({
    document,
    dataLayer,
    render: () => {
      steps.push('render');
      document.body.innerHTML = '<main id="main" tabindex="-1"><h1 id="team">Team</h1></main>';
    },
    announce: (title) => void steps.push(`announce ${title}`),
    head: { update },
    scrollTo: (target) => void scrolled.push(target),
  });
  return { show, steps, dataLayer, scrolled, update };
}

describe('a page that arrived by navigation', () => {
  it('is rendered, gets its head, focuses the main content, is announced and recorded once', () => {
    const { show, steps, dataLayer, update } = setUp();
    show({ page, url: new URL('http://h/en/company'), direction: 'forward', saved: null });
    expect(steps).toEqual(['render', 'head', 'announce Company']);
    expect(update).toHaveBeenCalledWith(head, 'en');
    expect(document.activeElement?.id).toBe('main');
    expect(dataLayer.dataLayer).toEqual([
      {
        event: 'kudex.page-view',
        page: { path: '/en/company', title: 'Company', language: 'en', site: null },
      },
    ]);
  });

  it('scrolls to the top, to its anchor, or back to where it was', () => {
    const { show, scrolled } = setUp();
    show({ page, url: new URL('http://h/en/company'), direction: 'forward', saved: null });
    show({ page, url: new URL('http://h/en/company#team'), direction: 'forward', saved: null });
    show({
      page,
      url: new URL('http://h/en/company'),
      direction: 'history',
      saved: { x: 0, y: 840 },
    });
    expect(scrolled).toEqual([
      { kind: 'top' },
      { kind: 'anchor', id: 'team' },
      { kind: 'restore', position: { x: 0, y: 840 } },
    ]);
  });

  it('without a head keeps the document head and uses the document title', () => {
    const { show, steps, dataLayer, update } = setUp();
    document.title = 'Old title';
    show({
      page: { ...page, head: null },
      url: new URL('http://h/en/company'),
      direction: 'forward',
      saved: null,
    });
    expect(update).not.toHaveBeenCalled();
    expect(steps).toContain('announce Old title');
    expect(dataLayer.dataLayer).toMatchObject([{ page: { title: 'Old title' } }]);
  });
});

describe('recording a page view', () => {
  it('leaves out the technical pages, which carry no tracking', () => {
    const dataLayer: DataLayerHost = {};
    recordPageView(dataLayer, page, new URL('http://h/en/callback'), 'Signing in');
    recordPageView(dataLayer, page, new URL('http://h/style-guide'), 'Style guide');
    expect(dataLayer.dataLayer).toBeUndefined();
  });
});
