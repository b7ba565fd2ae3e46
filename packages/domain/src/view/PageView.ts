import type { BodyBlock } from '../content/BodyBlock';
import type { CompanyLocation, LocationType } from '../content/CompanyLocation';
import type { ContentEvent } from '../content/ContentEvent';
import type { InvestorData } from '../content/InvestorData';
import type { LocationFilter } from '../content/location-filter-choice';
import type { Page } from '../content/Page';
import type { RouteKind } from '../routing/route-table';
import type { CatalogueKind } from '../catalogue/CatalogueKind';
import type { CatalogueProduct, CatalogueProductSummary } from '../catalogue/CatalogueProduct';
import type { Classification } from '../catalogue/Classification';
import type { ProductFinderView } from '../catalogue/product-finder';
import type { ServiceProductDetail } from '../catalogue/ServiceProductDetail';
import type { MediaRelease } from '../content/MediaRelease';
import type { SearchResults } from '../content/SearchResults';
import type { MediaReleaseDetail } from '../content/MediaReleaseDetail';
import type { Story } from '../content/Story';
import type { StoriesByAuthor, StoryAuthor } from '../content/StoryAuthor';
import type { StoryCategory } from '../content/StoryCategory';
import type { StoryDetail } from '../content/StoryDetail';
import type { StoryTeaser } from '../content/StoryTeaser';
import type { EditorSite } from '../editor/EditorPage';
import type { FormKind } from '../forms/FormSubmission';
import type { ExternalServiceLink } from '../portal/dashboard-tiles';
import type { MeasurementSystem } from '../site/SystemData';
import type { PageFrame, PageHead } from './PageFrame';

/**
 * Data a content page shows beside its blocks, chosen by the page's type: the locations and
 * contacts with their filters, the investor tables, the events list (spec public-site 2.5).
 */
export type PageModule =
  | {
      readonly kind: 'locations';
      readonly locations: readonly CompanyLocation[];
      /** Filter values present in `locations`, for the filter controls. */
      readonly countryCodes: readonly string[];
      readonly types: readonly LocationType[];
      /** The filter the address asked for; the renderer applies it (and changes it in place). */
      readonly filter: LocationFilter;
    }
  | { readonly kind: 'investor'; readonly investor: InvestorData }
  | {
      readonly kind: 'events';
      /** Still ahead, in order of their start. */
      readonly events: readonly ContentEvent[];
      /** The most recent of those that are over, newest first. */
      readonly past: readonly ContentEvent[];
    };

export type PageModuleKind = PageModule['kind'];

/** Catalogue addresses and names by product slug, for product links in content (`{{name}}`). */
export interface ProductLinkTarget {
  readonly name: string;
  /** Localised address of the product's page. */
  readonly href: string;
  /**
   * The classification a product joins the comparison basket under (`comparisonGroupOf`); absent
   * for a service or a product without a classification, which cannot be compared.
   */
  readonly comparisonGroup?: string;
}

/** The stories overview's filter as the address asks for it (`?category=&videos=true&author=`). */
export interface StoriesFilter {
  /** A `StoryCategory` key, `null` for all. */
  readonly category: string | null;
  readonly videosOnly: boolean;
  /** A story contact's slug, `null` for all. */
  readonly authorSlug: string | null;
}

/**
 * The content page editors keep at a list's own address (`/media-releases`, `/stories`; spec
 * public-site 3.2): its title heads the list and its blocks, sanitised, stand above it.
 */
export interface CollectionIntro {
  readonly title: string;
  /** The language its texts are in; a language fallback may make it other than the view's. */
  readonly contentLanguage: string;
  readonly blocks: readonly BodyBlock[];
  /** Product and service links of its blocks, by slug, as on a content page. */
  readonly productLinks: Readonly<Record<string, ProductLinkTarget>>;
}

/** What every page of the default layout has besides its own data. */
interface FramedView {
  readonly language: string;
  readonly homeHref: string;
  readonly frame: PageFrame;
}

/**
 * The screens of the catalogue, stories and media releases (spec public-site 2.1, 2.5). Their
 * addresses in `frame` and in the data are final (localised, site slug included) where they are
 * named `href`; catalogue `route`/`link` fields are paths within the site that renderers localise
 * with `buildLink` and the frame's locale.
 */
export type CollectionPageView =
  | (FramedView & {
      /** `{locale}/products/...` or `{locale}/services/...` ending in a classification. */
      readonly kind: 'classification';
      readonly catalogue: CatalogueKind;
      /** Its children are already filtered by the visitor's country. */
      readonly classification: Classification;
      /** Products filed under it or below it, offered in the visitor's country. */
      readonly products: readonly CatalogueProductSummary[];
      /**
       * The product catalogue's root only: its finder (filters and paging, issue 20); `products`
       * are then the page's products.
       */
      readonly finder?: ProductFinderView;
    })
  | (FramedView & {
      readonly kind: 'product';
      readonly product: CatalogueProduct;
      /** The stories the product relates to, resolved from the content service. */
      readonly stories: readonly Story[];
      /** The system the technical data shows first: the visitor's choice, else the country's. */
      readonly measurementSystem: MeasurementSystem;
    })
  | (FramedView & {
      readonly kind: 'service';
      readonly service: ServiceProductDetail<Story>;
    })
  | (FramedView & {
      readonly kind: 'stories';
      readonly stories: readonly StoryTeaser[];
      readonly categories: readonly StoryCategory[];
      readonly authors: readonly StoryAuthor[];
      readonly filter: StoriesFilter;
      /** Newest stories outside the filtered list ("recommended reads"). */
      readonly recommended: readonly StoryTeaser[];
      /** The CMS page at `/stories`; `null` without one, when the ui's texts head the list. */
      readonly intro: CollectionIntro | null;
    })
  | (FramedView & {
      readonly kind: 'story';
      readonly story: StoryDetail;
      readonly recommended: readonly StoryTeaser[];
    })
  | (FramedView & {
      readonly kind: 'story-contacts';
      readonly authors: readonly StoryAuthor[];
    })
  | (FramedView & {
      readonly kind: 'story-contact';
      readonly author: StoriesByAuthor;
    })
  | (FramedView & {
      readonly kind: 'media-releases';
      readonly releases: readonly MediaRelease[];
      /** The CMS page at `/media-releases`; `null` without one, when the ui's texts head the list. */
      readonly intro: CollectionIntro | null;
    })
  | (FramedView & {
      readonly kind: 'media-release';
      readonly release: MediaReleaseDetail;
    });

/**
 * What the server's page loaders produce and every renderer consumes: plain, serialisable data that
 * is embedded in the HTML for hydration and served as `{page}/_payload.json`.
 */
export type PageView =
  | {
      readonly kind: 'content';
      readonly language: string;
      readonly homeHref: string;
      readonly frame: PageFrame;
      readonly page: Page;
      readonly modules: readonly PageModule[];
      /** Product and service links of the page's blocks, by slug; a slug left out is not offered. */
      readonly productLinks: Readonly<Record<string, ProductLinkTarget>>;
    }
  | CollectionPageView
  | {
      /** The search page, `/{locale}/search?q=…&page=…`: results with an address of their own. */
      readonly kind: 'search';
      readonly language: string;
      readonly homeHref: string;
      readonly frame: PageFrame;
      /** The query as read from the address; empty before the visitor searched. */
      readonly query: string;
      /** Pages 1 to `page` of the hits, together; `null` without a query or when the search failed. */
      readonly results: SearchResults | null;
      readonly failed: boolean;
    }
  | {
      readonly kind: 'not-found';
      readonly language: string;
      readonly homeHref: string;
      /** `null` when not even the site could be told (the page then has no header or footer). */
      readonly frame: PageFrame | null;
      readonly path: string;
    }
  | {
      /** Spec public-site 2.6: an application error; no detail of it reaches the visitor. */
      readonly kind: 'error';
      readonly language: string;
      readonly homeHref: string;
    }
  | {
      /** Spec public-site 2.3: a protected page before its password was given. */
      readonly kind: 'password-gate';
      readonly language: string;
      readonly homeHref: string;
      readonly frame: PageFrame;
      readonly pageTitle: string;
      /** Where the form posts to: the page's own address. */
      readonly formAction: string;
      /** The message after a refused attempt (wrong password, too many attempts), else `null`. */
      readonly error: string | null;
    }
  | {
      /** The style-guide pages of spec 2.1: own layout, no locale handling. */
      readonly kind: 'style-guide';
      readonly language: string;
      readonly homeHref: string;
      readonly section: RouteKind;
    }
  | {
      /**
       * The signed-in portal: the server renders its frame before the user is known, the same for
       * everyone; its content renders in the browser, never on the server.
       */
      readonly kind: 'portal';
      readonly language: string;
      readonly homeHref: string;
      /** The locale prefix of the portal's addresses: `en`, `de-ch` (spec portal 2). */
      readonly localeCode: string;
      /** The site's name, which every document title of the portal ends with. */
      readonly siteName: string;
      readonly signIn: SignInSettings;
      /** The configured addresses of the services outside the portal; no personal data. */
      readonly links: PortalLinks;
    }
  | {
      /**
       * `{locale}/editor` (spec public-site 2.1, 4): the editor area. The server renders the
       * password form or the area's frame; its screens render in the browser, never cached.
       */
      readonly kind: 'editor';
      readonly language: string;
      readonly homeHref: string;
      /** The locale prefix of the area's address: `en`, `de-ch`. */
      readonly localeCode: string;
      /** The site's name, which every document title of the area ends with. */
      readonly siteName: string;
      /** Whether the request carried a live editor session (the password form otherwise). */
      readonly signedIn: boolean;
      /** The sites an editor may choose, with their languages; the main site first. */
      readonly sites: readonly EditorSite[];
    }
  | FormOutcomeView
  | {
      /** `{locale}/callback`: completes a sign-in that came back from the identity provider. */
      readonly kind: 'sign-in-callback';
      readonly language: string;
      readonly homeHref: string;
      readonly signIn: SignInSettings;
    };

/**
 * Issue 19: the answer to a form sent without JavaScript (`POST /api/forms/{form}` form-encoded):
 * the success message with a link back, or the form again with what was typed and the errors.
 */
export interface FormOutcomeView {
  readonly kind: 'form-outcome';
  readonly language: string;
  readonly homeHref: string;
  readonly form: FormKind;
  readonly outcome: 'sent' | 'invalid' | 'refused';
  /** What the visitor typed (never the honeypot or the start token), so nothing is lost. */
  readonly values: Readonly<Record<string, string | boolean>>;
  /** Field → the domain's message; empty unless `invalid`. */
  readonly errors: Readonly<Record<string, string>>;
  /** Why a `refused` form was not taken, in plain words in the view's language; else `null`. */
  readonly message: string | null;
  /** The path of the page the form was sent from, for the link back. */
  readonly returnTo: string;
  /** The whitepaper's signed download address after a sent whitepaper form; else `null`. */
  readonly downloadUrl: string | null;
  /** A fresh start token for sending the form again from this page. */
  readonly formStarted: string;
}

/** What `{page}/_payload.json` answers and what the HTML embeds: the view with its head. */
export interface PagePayload {
  readonly status: number;
  readonly head: PageHead;
  readonly view: PageView;
}

/**
 * Spec portal 3: the addresses of the services outside the portal (direct's `serviceUrl` and
 * `registrationUrl`, artemis' `serviceUrlCloud` as `wireFlowCloud`, the download center, the
 * production-planning services), from configuration. A service without one is not offered as a link.
 */
export type PortalLinks = Readonly<Partial<Record<ExternalServiceLink | 'wireFlowCloud', string>>>;

/** What the browser's sign-in client needs to know about the identity provider. */
export interface SignInSettings {
  /** The identity provider's base address, e.g. `https://host/am`. */
  readonly baseUrl: string;
  readonly realmPath: string;
  readonly clientId: string;
  readonly scope: string;
  /** Path of the callback page of this locale, e.g. `/en/callback`. */
  readonly callbackPath: string;
  /** Path of the page the silent renewal frame lands on. */
  readonly silentCallbackPath: string;
}

export type PageViewKind = PageView['kind'];

/**
 * What `{page}/_payload.json` answers: the page, or where the browser must go instead (a redirect
 * decision of spec 2.4; an `external` target needs a full page load).
 */
export type PayloadAnswer =
  | ({ readonly kind: 'page' } & PagePayload)
  | { readonly kind: 'redirect'; readonly location: string; readonly external: boolean };
