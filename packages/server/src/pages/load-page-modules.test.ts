import type { CompanyLocation, ContentEvent, InvestorData, Page } from '@kmx/domain/content';
import type { CollectionRequest, ContentCollections } from '@kmx/domain/ports';
import { describe, expect, it } from 'vitest';
import { loadPageModules, modulePageTypes } from './load-page-modules';

const investor: InvestorData = {
  shareCounts: [{ key: 'registered-shares', label: 'Registered shares issued', count: 5132819 }],
  dividends: [
    {
      financialYear: 2022,
      label: 'Ordinary dividend',
      amountChf: 3.5,
      exDate: '2023-04-20',
      paymentDate: '2023-04-24',
    },
  ],
  financialCalendar: [{ date: '2023-03-09', title: 'Annual report 2022' }],
};

function location(id: string, countryCode: string, type: CompanyLocation['type']): CompanyLocation {
  return {
    id,
    name: id,
    type,
    countryCode,
    street: '',
    postalCode: '',
    city: '',
    phone: '',
    email: '',
    website: null,
    image: null,
    contacts: [],
  };
}

const locations = [
  location('loc-dierikon', 'CH', 'Headquarters'),
  location('loc-grafenau', 'DE', 'Production'),
];

function event(id: string, startDate: string, endDate: string, link: string): ContentEvent {
  return { id, title: id, location: '', link, startDate, endDate };
}

const events = [
  event('wirepro-2024', '2024-10-15', '2024-10-17', 'https://wirepro-expo.kudex.example/'),
  event('productronica-2025', '2025-11-18', '2025-11-21', '/productronica'),
  event('forum-2025', '2025-06-03', '2025-06-04', '/events/harness-forum-2025'),
];

function collections() {
  const asked: CollectionRequest[] = [];
  const source = {
    investorData: async (request: CollectionRequest) => {
      asked.push(request);
      return investor;
    },
    locations: async (request: CollectionRequest) => {
      asked.push(request);
      return locations;
    },
    events: async (request: CollectionRequest) => {
      asked.push(request);
      return events;
    },
  } as unknown as ContentCollections;
  return { source, asked };
}

function page(pageType: string): Page {
  return { pageType } as Page;
}

const context = { language: 'de', fallbackLanguage: 'en', country: 'CH' };

describe('the modules of a page', () => {
  it('are none for an ordinary content page', async () => {
    const { source, asked } = collections();
    expect(await loadPageModules(source, page('Content'), context)).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('are the share and dividend tables on the share page, in the language asked', async () => {
    const { source, asked } = collections();
    const modules = await loadPageModules(source, page(modulePageTypes.investorShare), context);
    expect(modules).toEqual([
      { kind: 'investor', investor: { ...investor, financialCalendar: [] } },
    ]);
    expect(asked).toEqual([{ language: 'de', fallbackLanguage: 'en' }]);
  });

  it('are the financial calendar on the calendar page', async () => {
    const { source } = collections();
    const modules = await loadPageModules(source, page(modulePageTypes.financialCalendar), {
      language: 'en',
      country: 'ALL',
    });
    expect(modules).toEqual([
      {
        kind: 'investor',
        investor: { shareCounts: [], dividends: [], financialCalendar: investor.financialCalendar },
      },
    ]);
  });

  it('are all three investor tables on an investor overview', async () => {
    const { source } = collections();
    expect(await loadPageModules(source, page(modulePageTypes.investor), context)).toEqual([
      { kind: 'investor', investor },
    ]);
  });

  it('are every location with the filter choices on the locations page', async () => {
    const { source } = collections();
    expect(await loadPageModules(source, page(modulePageTypes.locations), context)).toEqual([
      {
        kind: 'locations',
        locations,
        countryCodes: ['CH', 'DE'],
        types: ['Headquarters', 'Production'],
        filter: { country: null, type: null },
      },
    ]);
  });

  it('carry the filter the query asked for, when it is a choice offered', async () => {
    const { source } = collections();
    const [module] = await loadPageModules(source, page(modulePageTypes.locations), {
      ...context,
      query: { country: 'de', type: ['Production', 'Headquarters'] },
    });
    expect(module?.kind === 'locations' && module.filter).toEqual({ country: 'DE', type: null });
  });

  it('are the upcoming events in date order, their links localised, on the events page', async () => {
    const { source } = collections();
    const [module] = await loadPageModules(source, page(modulePageTypes.events), {
      ...context,
      today: '2025-06-04',
      link: { localeCode: 'de-ch', siteSlug: null },
    });
    expect(module?.kind === 'events' && module.events.map((one) => [one.id, one.link])).toEqual([
      ['forum-2025', '/de-ch/events/harness-forum-2025'],
      ['productronica-2025', '/de-ch/productronica'],
    ]);
    expect(module?.kind === 'events' && module.past.map((one) => [one.id, one.link])).toEqual([
      ['wirepro-2024', 'https://wirepro-expo.kudex.example/'],
    ]);
  });

  it('show only the most recent of the past events', async () => {
    const { source } = collections();
    const [module] = await loadPageModules(source, page(modulePageTypes.events), {
      ...context,
      today: '2030-01-01',
    });
    expect(module?.kind === 'events' && module.events).toEqual([]);
    expect(module?.kind === 'events' && module.past.map((one) => one.id)).toEqual([
      'productronica-2025',
      'forum-2025',
      'wirepro-2024',
    ]);
  });

  it('localise event links with the language when no link context is given', async () => {
    const { source } = collections();
    const [module] = await loadPageModules(source, page(modulePageTypes.events), {
      language: 'en',
      country: 'ALL',
      today: '2024-01-01',
    });
    expect(module?.kind === 'events' && module.events.map((one) => one.link)).toEqual([
      'https://wirepro-expo.kudex.example/',
      '/en/events/harness-forum-2025',
      '/en/productronica',
    ]);
  });
});
