import { describe, expect, it } from 'vitest';
import type { PageFrame } from '../view/PageFrame';
import type { PageView } from '../view/PageView';
import { pageViewEvent } from './page-view-event';

function frameOf(siteName: string): PageFrame {
  return {
    site: {
      id: 'site-1',
      name: siteName,
      slug: null,
      isMain: true,
      hideSideButtons: false,
      enableCutFont: false,
    },
    locale: { code: 'en', language: 'en', country: 'ALL', measurementSystem: 'Metric' },
    homeHref: '/en',
    portalHref: '/en/mykomax',
    header: { theme: 'Default', items: [] },
    footer: { theme: 'Default', contactLink: null, sections: [] },
    languages: [],
    location: null,
    breadcrumbs: {
      entries: [],
      showHomeIconOnDesktop: false,
      mobileBackLink: null,
      rel: 'nofollow',
    },
    languageBanner: null,
    modes: { nextRelease: false, testing: false },
  };
}

describe('the page-view event', () => {
  it('tells the path, title, language and site of a page', () => {
    const view: PageView = {
      kind: 'not-found',
      language: 'de',
      homeHref: '/de',
      frame: frameOf('Wire Pro-Line'),
      path: '/de/x',
    };
    expect(pageViewEvent('/de/x', 'Seite nicht gefunden', view)).toEqual({
      event: 'kudex.page-view',
      page: { path: '/de/x', title: 'Seite nicht gefunden', language: 'de', site: 'wire_pro_line' },
    });
  });

  it('names no site for pages without one', () => {
    const view: PageView = { kind: 'error', language: 'en', homeHref: '/en' };
    expect(pageViewEvent('/en/x', 'Error', view).page.site).toBeNull();
    expect(
      pageViewEvent('/en/x', 'Error', { ...view, kind: 'not-found', frame: null, path: '/en/x' })
        .page.site,
    ).toBeNull();
  });
});
