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
  }

  type FlashMessage {
    title: String!
    text: String!
    type: String
    linkText: String
    to: String
    static: Boolean
    timeout: Int
    floating: Boolean
  }

  type Block {
    id: ID!
    type: String!
    html: String
    message: FlashMessage
  }

  type Page {
    id: ID!
    title: String!
    slug: String!
    url: String!
    pageType: String!
    theme: String!
    contentLanguage: String!
    isLanguageFallback: Boolean!
    isPublished: Boolean!
    protection: String!
    description: String!
    blocks: [Block!]!
  }

  type Query {
    countries: [Country!]!
    languages: [Language!]!
    sites: [Site!]!
    "A page by its address without the locale prefix; languages come from the locale header."
    page(path: String!, siteId: ID): Page
  }
`;
