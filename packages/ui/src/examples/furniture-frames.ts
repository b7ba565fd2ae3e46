import type { MenuItemView, PageFrame } from '@kmx/domain/view';
import { exampleFrame } from './example-frame';

/** A site whose header navigation is empty (or all hidden). */
export const emptyNavigationFrame: PageFrame = {
  ...exampleFrame,
  header: { ...exampleFrame.header, items: [] },
  footer: { ...exampleFrame.footer, contactLink: null, sections: [] },
  languages: [],
  location: null,
};

function item(title: string, href: string, items: readonly MenuItemView[] = []): MenuItemView {
  return { title, href, newTab: false, active: false, items };
}

const longTitle =
  'Fully automated wire harness assembly and electrical testing for the automotive industry';

/** Long titles everywhere: navigation, breadcrumbs, footer. */
export const longTitlesFrame: PageFrame = {
  ...exampleFrame,
  header: {
    ...exampleFrame.header,
    items: [
      item('Products and machines for wire processing', '/en-ch/products', [
        item(longTitle, '/en-ch/products/harness', [
          item('Crimp centres with monitored crimp force', '/en-ch/products/harness/crimp'),
        ]),
        item('Cutting and stripping', '/en-ch/products/cutting'),
      ]),
      item('Services, training and maintenance contracts', '/en-ch/services'),
      item('Investor relations', '/en-ch/investors'),
      { ...item('Careers at our locations worldwide', 'https://jobs.example.com'), newTab: true },
    ],
  },
  breadcrumbs: {
    entries: [
      { title: 'Home', route: '/en-ch', kind: 'home' },
      {
        title: 'Products and machines for wire processing',
        route: '/en-ch/products',
        kind: 'link',
      },
      { title: longTitle, route: '/en-ch/products/harness', kind: 'link' },
      {
        title: `${longTitle}: a case study`,
        route: '/en-ch/products/harness/case',
        kind: 'current',
      },
    ],
    showHomeIconOnDesktop: true,
    mobileBackLink: { title: longTitle, route: '/en-ch/products/harness' },
    rel: 'nofollow',
  },
  footer: {
    ...exampleFrame.footer,
    sections: [
      {
        title: 'Products and machines for wire processing',
        links: [
          { title: longTitle, href: '/en-ch/products/harness', newTab: false },
          { title: 'Cutting and stripping', href: '/en-ch/products/cutting', newTab: false },
        ],
      },
      ...exampleFrame.footer.sections,
    ],
  },
};

export const darkFrame: PageFrame = {
  ...exampleFrame,
  header: { ...exampleFrame.header, theme: 'Dark' },
  footer: { ...exampleFrame.footer, theme: 'Dark' },
};

export const lightFrame: PageFrame = {
  ...exampleFrame,
  header: { ...exampleFrame.header, theme: 'Light' },
  footer: { ...exampleFrame.footer, theme: 'Light' },
};

/** A page shown in English for a visitor whose language it does not exist in. */
export const languageBannerFrame: PageFrame = {
  ...exampleFrame,
  languageBanner: {
    languages: [
      { languageCode: 'de', label: 'Deutsch', href: '/de-ch/company/history', current: false },
      { languageCode: 'en', label: 'English', href: '/en-ch/company/history', current: true },
    ],
  },
};

/** The example site in German for Switzerland. */
export const germanFrame: PageFrame = {
  ...exampleFrame,
  locale: { ...exampleFrame.locale, code: 'de-ch', language: 'de' },
  homeHref: '/de-ch',
  portalHref: '/de-ch/mykomax',
  header: {
    theme: 'Default',
    items: [
      item('Unternehmen', '/de-ch/unternehmen', [
        item('Geschichte', '/de-ch/unternehmen/geschichte'),
        item('Geschäftsleitung', '/de-ch/unternehmen/geschaeftsleitung'),
      ]),
      item('Lösungen', '/de-ch/loesungen'),
      item('Investoren', '/de-ch/investoren'),
    ],
  },
  footer: {
    theme: 'Dark',
    contactLink: { title: 'Kontakt', href: '/de-ch/kontakt', newTab: false },
    sections: [
      {
        title: 'Rechtliches',
        links: [
          { title: 'Datenschutz', href: '/de-ch/datenschutz', newTab: false },
          { title: 'Impressum', href: '/de-ch/impressum', newTab: false },
        ],
      },
    ],
  },
  languages: [
    { languageCode: 'en', label: 'Englisch', href: '/en-ch/company/history', current: false },
    { languageCode: 'de', label: 'Deutsch', href: '/de-ch/unternehmen/geschichte', current: true },
  ],
  location: {
    current: { countryCode: 'CH', label: 'Schweiz' },
    pathAfterLocale: '/unternehmen/geschichte',
  },
  breadcrumbs: {
    entries: [
      { title: 'Startseite', route: '/de-ch', kind: 'home' },
      { title: 'Unternehmen', route: '/de-ch/unternehmen', kind: 'link' },
      { title: 'Geschichte', route: '/de-ch/unternehmen/geschichte', kind: 'current' },
    ],
    showHomeIconOnDesktop: true,
    mobileBackLink: { title: 'Unternehmen', route: '/de-ch/unternehmen' },
    rel: 'nofollow',
  },
};

/** A signed-in visitor for the user menu, with a Direct service. */
export const exampleUser = { name: 'Anna Muster', directHref: 'https://direct.example.com' };
