import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { PageView } from '../view/PageView';
import { pageViewEvent } from './page-view-event';

test.prop([fc.string(), fc.string(), fc.string({ minLength: 2, maxLength: 5 })])(
  'carries the path, title and language unchanged',
  (path, title, language) => {
    const view: PageView = { kind: 'error', language, homeHref: `/${language}` };
    const { event, page } = pageViewEvent(path, title, view);
    expect(event).toBe('kudex.page-view');
    expect(page).toEqual({ path, title, language, site: null });
  },
);

test.prop([fc.string({ minLength: 1, maxLength: 30 })])(
  "names a page's site by its technical name: lowercase, no spaces or dashes",
  (siteName) => {
    const view: PageView = {
      kind: 'not-found',
      language: 'en',
      homeHref: '/en',
      path: '/en/x',
      frame: {
        site: {
          id: 's',
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
      },
    };
    const site = pageViewEvent('/en/x', 'T', view).page.site ?? '';
    expect(site).toBe(site.toLowerCase());
    expect(/[\s-]/.test(site)).toBe(false);
  },
);
