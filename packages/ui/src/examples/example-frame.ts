import type { PageFrame } from '@kmx/domain/view';

/**
 * A main-site frame in English for Switzerland, as the server builds it: for stories and component
 * tests, so every renderer is shown with realistic furniture.
 */
export const exampleFrame: PageFrame = {
  site: {
    id: 'site-main',
    name: 'Komax',
    slug: null,
    isMain: true,
    hideSideButtons: false,
    enableCutFont: false,
  },
  locale: { code: 'en-ch', language: 'en', country: 'CH', measurementSystem: 'Metric' },
  homeHref: '/en-ch',
  portalHref: '/en-ch/mykomax',
  header: {
    theme: 'Default',
    items: [
      {
        title: 'Company',
        href: '/en-ch/company',
        newTab: false,
        active: true,
        items: [
          {
            title: 'History',
            href: '/en-ch/company/history',
            newTab: false,
            active: true,
            items: [],
          },
          {
            title: 'Management',
            href: '/en-ch/company/management',
            newTab: false,
            active: false,
            items: [],
          },
          {
            title: 'Locations',
            href: '/en-ch/company/locations',
            newTab: false,
            active: false,
            items: [],
          },
        ],
      },
      { title: 'Solutions', href: '/en-ch/solutions', newTab: false, active: false, items: [] },
      { title: 'Investors', href: '/en-ch/investors', newTab: false, active: false, items: [] },
      { title: 'Careers', href: '/en-ch/careers', newTab: false, active: false, items: [] },
    ],
  },
  footer: {
    theme: 'Dark',
    contactLink: { title: 'Contact', href: '/en-ch/contact', newTab: false },
    sections: [
      {
        title: 'Company',
        links: [
          { title: 'About us', href: '/en-ch/company', newTab: false },
          { title: 'Investors', href: '/en-ch/investors', newTab: false },
        ],
      },
      {
        title: 'Legal',
        links: [
          { title: 'Privacy', href: '/en-ch/privacy', newTab: false },
          { title: 'Imprint', href: '/en-ch/imprint', newTab: false },
        ],
      },
    ],
  },
  languages: [
    { languageCode: 'en', label: 'English', href: '/en-ch/company/history', current: true },
    { languageCode: 'de', label: 'Deutsch', href: '/de-ch/company/history', current: false },
    { languageCode: 'fr', label: 'Français', href: '/fr-ch/company/history', current: false },
  ],
  location: {
    current: { countryCode: 'CH', label: 'Switzerland' },
    pathAfterLocale: '/company/history',
  },
  breadcrumbs: {
    entries: [
      { title: 'Home', route: '/en-ch', kind: 'home' },
      { title: 'Company', route: '/en-ch/company', kind: 'link' },
      { title: 'History', route: '/en-ch/company/history', kind: 'current' },
    ],
    showHomeIconOnDesktop: true,
    mobileBackLink: { title: 'Company', route: '/en-ch/company' },
    rel: 'nofollow',
  },
  languageBanner: null,
  modes: { nextRelease: false, testing: false },
};
