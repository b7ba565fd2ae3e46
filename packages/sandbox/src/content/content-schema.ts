/** System data and pages: spec public-site 3.1, 3.2 and 7. */
export const contentTypeDefs = /* GraphQL */ `
  type Localization {
    locale: String!
    displayName: String!
  }

  enum MeasurementSystem {
    Metric
    Imperial
  }

  type Country {
    countryCode: String!
    hidden: Boolean!
    supportedLanguages: [String!]!
    defaultLanguage: String!
    defaultMeasurementSystem: MeasurementSystem!
    localizations: [Localization!]!
  }

  type Language {
    languageCode: String!
    defaultCountry: String!
    localizations: [Localization!]!
  }

  type Site {
    id: ID!
    name: String!
    slug: String
    internationalOnly: Boolean!
    hideSideButtons: Boolean!
    enableCutFont: Boolean!
    headerNavigationId: String
    footerNavigationId: String
    domains: [String!]!
    "The header's options (spec 3.4); null for the default ones."
    headerOptions: HeaderOptions
    "The footer's theme (spec 3.4): Default, Dark or Light; null for Default."
    footerTheme: String
  }

  type HeaderOptions {
    theme: String!
    "The header's main menu is not shown; logo and tools stay."
    hidden: Boolean!
  }

  "Content stages (spec public-site 3.3): editors read drafts, visitors the published version."
  enum Stage {
    DRAFT
    PUBLISHED
  }

  type Page {
    id: ID!
    siteId: ID!
    title: String!
    slug: String!
    "The address within the site, without locale prefix or site slug."
    url: String!
    pageType: String!
    theme: String!
    contentLanguage: String!
    "The content is not in the first language of the locale header."
    isLanguageFallback: Boolean!
    "No language of the locale header exists: the content is in the page's source language."
    isLanguageUnavailable: Boolean!
    "Every language the page exists in, in the stage read."
    languages: [String!]!
    translationSourceLanguage: String!
    "Whether a published version exists (a draft-only page has none)."
    isPublished: Boolean!
    "none, password, or the name of an identity-provider role."
    protection: String!
    description: String!
    blocks: [Block!]!
    "The address editors name as canonical (a path within the site or https), when not the page's own."
    canonicalUrl: String
    "Other versions of the page editors name, for a language or region."
    alternateVersions: [AlternateVersion!]!
  }

  "Another address of a page: hrefLang is a language, a language and region, or x-default."
  type AlternateVersion {
    hrefLang: String!
    url: String!
  }

  "A system redirect: a previous address and where it leads now (answered with 301)."
  type Redirect {
    previousUrl: String!
    target: ContentLink!
  }

  type Query {
    countries: [Country!]!
    languages: [Language!]!
    sites: [Site!]!
    "A page by its address within a site (the main site when siteId is left out); languages come from the locale header."
    page(path: String!, siteId: ID, stage: Stage = PUBLISHED): Page
    "A page by its id, whichever site it belongs to."
    pageById(id: ID!, stage: Stage = PUBLISHED): Page
    "Every page of a site in the stage (DRAFT adds the pages that exist only as a draft), titled by the locale header; null when no site has that id."
    sitePages(siteId: ID!, stage: Stage = PUBLISHED): [Page!]
    "The system redirects whose previous address is one of previousUrls."
    redirects(previousUrls: [String!]!): [Redirect!]!
  }
`;
