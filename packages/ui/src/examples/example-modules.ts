import type { CompanyLocation, ContentEvent, InvestorData } from '@kmx/domain/content';
import type { PageModule } from '@kmx/domain/view';

/** Investor tables as the content service gives them, in English. */
export const exampleInvestor: InvestorData = {
  shareCounts: [
    { key: 'registered-shares', label: 'Registered shares issued', count: 5132819 },
    { key: 'treasury-shares', label: 'Treasury shares', count: 23410 },
    { key: 'shares-outstanding', label: 'Shares outstanding', count: 5109409 },
  ],
  dividends: [
    {
      financialYear: 2022,
      label: 'Ordinary dividend',
      amountChf: 3.5,
      exDate: '2023-04-20',
      paymentDate: '2023-04-24',
    },
    {
      financialYear: 2021,
      label: 'Distribution from capital contribution reserves',
      amountChf: 1,
      exDate: '2022-04-21',
      paymentDate: '2022-04-25',
    },
    {
      financialYear: 2020,
      label: 'No dividend',
      amountChf: 0,
      exDate: '2021-04-22',
      paymentDate: '2021-04-26',
    },
  ],
  financialCalendar: [
    { date: '2023-03-09', title: 'Annual report 2022' },
    { date: '2023-04-18', title: 'Annual general meeting' },
    { date: '2023-08-22', title: 'Half-year report 2023' },
  ],
};

/** Three locations in two countries, with contacts. */
export const exampleLocations: readonly CompanyLocation[] = [
  {
    id: 'loc-dierikon',
    name: 'Kudex Holding AG',
    type: 'Headquarters',
    countryCode: 'CH',
    street: 'Industriestrasse 6',
    postalCode: '6036',
    city: 'Dierikon',
    phone: '+41 41 455 00 00',
    email: 'info@kudex.example',
    website: 'https://www.kudex.example',
    image: null,
    contacts: [
      {
        id: 'contact-nina-gerber',
        name: 'Nina Gerber',
        role: 'Investor Relations',
        email: 'nina.gerber@kudex.example',
        phone: '+41 41 455 01 10',
        image: null,
      },
    ],
  },
  {
    id: 'loc-dierikon-plant',
    name: 'Kudex AG, Dierikon plant',
    type: 'Production',
    countryCode: 'CH',
    street: 'Werkstrasse 12',
    postalCode: '6036',
    city: 'Dierikon',
    phone: '+41 41 455 02 00',
    email: 'plant.ch@kudex.example',
    website: null,
    image: null,
    contacts: [],
  },
  {
    id: 'loc-grafenau',
    name: 'Kudex GmbH, Grafenau plant',
    type: 'Production',
    countryCode: 'DE',
    street: 'Am Kabelwerk 3',
    postalCode: '94481',
    city: 'Grafenau',
    phone: '+49 8552 900 0',
    email: 'plant.de@kudex.example',
    website: null,
    image: null,
    contacts: [
      {
        id: 'contact-stefanie-huber',
        name: 'Stefanie Huber',
        role: 'Plant Manager',
        email: 'stefanie.huber@kudex.example',
        phone: '+49 8552 900 110',
        image: null,
      },
    ],
  },
];

/** Upcoming events with their links already localised. */
export const exampleEvents: readonly ContentEvent[] = [
  {
    id: 'event-harness-forum-2025',
    title: 'Harness Manufacturing Forum',
    location: 'Querétaro, Mexico',
    link: '/en/events/harness-forum-2025',
    startDate: '2025-06-03',
    endDate: '2025-06-04',
  },
  {
    id: 'event-productronica-2025',
    title: 'productronica 2025',
    location: 'Munich, Germany',
    link: '/en/productronica',
    startDate: '2025-11-18',
    endDate: '2025-11-21',
  },
  {
    id: 'event-open-day-2026',
    title: 'Open day at the plant',
    location: 'Dierikon, Switzerland',
    link: '/en/company/open-day',
    startDate: '2026-05-09',
    endDate: '2026-05-09',
  },
];

/** Events that are over, the most recent first. */
export const examplePastEvents: readonly ContentEvent[] = [
  {
    id: 'event-wirepro-expo-2024',
    title: 'WirePro Expo 2024',
    location: 'Grafenau, Germany',
    link: 'https://wirepro-expo.kudex.example/',
    startDate: '2024-10-15',
    endDate: '2024-10-17',
  },
];

/** One module of each kind, as the server loads them. */
export const exampleModules: readonly PageModule[] = [
  { kind: 'investor', investor: exampleInvestor },
  {
    kind: 'locations',
    locations: exampleLocations,
    countryCodes: ['CH', 'DE'],
    types: ['Headquarters', 'Production'],
    filter: { country: null, type: null },
  },
  { kind: 'events', events: exampleEvents, past: examplePastEvents },
];
