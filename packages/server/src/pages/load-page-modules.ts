import type { ContentEvent, Page } from '@kmx/domain/content';
import type { CollectionRequest, ContentCollections } from '@kmx/domain/ports';
import type { LinkContext } from '@kmx/domain/routing';
import type { PageModule } from '@kmx/domain/view';
import {
  chosenLocationFilter,
  locationFilterOptions,
  pastEvents,
  upcomingEvents,
} from '@kmx/domain/content';
import { buildLink } from '@kmx/domain/routing';

export interface ModuleContext {
  readonly language: string;
  readonly fallbackLanguage?: string;
  readonly country: string;
  /** The request's query (Express's `request.query` will do): the locations filter reads it. */
  readonly query?: Readonly<Record<string, unknown>>;
  /** Localises the events' links: the locale's url code and the site's path slug. */
  readonly link?: LinkContext;
  /** Today as an ISO 8601 date, for the upcoming events; the server's clock when left out. */
  readonly today?: string;
}

/**
 * The page types (spec public-site 3.2 `pageType`) that show a module after their blocks. The
 * investor pages split the investor data: share and dividend tables on one, the calendar on
 * another, all three on an overview.
 */
export const modulePageTypes = {
  locations: 'Locations',
  investor: 'Investor',
  investorShare: 'InvestorShare',
  financialCalendar: 'FinancialCalendar',
  events: 'Events',
} as const;

/** How many events that are over the events page still shows, below the upcoming ones. */
const pastEventsShown = 5;

function collectionRequest(context: ModuleContext): CollectionRequest {
  return context.fallbackLanguage === undefined
    ? { language: context.language }
    : { language: context.language, fallbackLanguage: context.fallbackLanguage };
}

async function locationsModule(
  collections: ContentCollections,
  context: ModuleContext,
): Promise<PageModule> {
  const locations = await collections.locations(collectionRequest(context));
  const options = locationFilterOptions(locations);
  return {
    kind: 'locations',
    locations,
    countryCodes: options.countries,
    types: options.types,
    filter: chosenLocationFilter(
      { country: context.query?.['country'], type: context.query?.['type'] },
      options,
    ),
  };
}

async function investorModule(
  collections: ContentCollections,
  context: ModuleContext,
  tables: 'all' | 'share' | 'calendar',
): Promise<PageModule> {
  const investor = await collections.investorData(collectionRequest(context));
  return {
    kind: 'investor',
    investor: {
      shareCounts: tables === 'calendar' ? [] : investor.shareCounts,
      dividends: tables === 'calendar' ? [] : investor.dividends,
      financialCalendar: tables === 'share' ? [] : investor.financialCalendar,
    },
  };
}

async function eventsModule(
  collections: ContentCollections,
  context: ModuleContext,
): Promise<PageModule> {
  const events = await collections.events(collectionRequest(context));
  const today = context.today ?? new Date().toISOString().slice(0, 10);
  const link = context.link ?? { localeCode: context.language, siteSlug: null };
  const linked = (event: ContentEvent): ContentEvent => ({
    ...event,
    link: buildLink(event.link, link),
  });
  return {
    kind: 'events',
    events: upcomingEvents(events, today).map(linked),
    past: pastEvents(events, today, pastEventsShown).map(linked),
  };
}

/** The data a content page shows beside its blocks, chosen by the page's type. */
export async function loadPageModules(
  collections: ContentCollections,
  page: Page,
  context: ModuleContext,
): Promise<readonly PageModule[]> {
  switch (page.pageType) {
    case modulePageTypes.locations:
      return [await locationsModule(collections, context)];
    case modulePageTypes.investor:
      return [await investorModule(collections, context, 'all')];
    case modulePageTypes.investorShare:
      return [await investorModule(collections, context, 'share')];
    case modulePageTypes.financialCalendar:
      return [await investorModule(collections, context, 'calendar')];
    case modulePageTypes.events:
      return [await eventsModule(collections, context)];
    default:
      return [];
  }
}
