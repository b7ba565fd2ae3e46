/**
 * The content items of the headless content service (spec public-site 2.1, 2.5, 3.8, 7): stories
 * and their authors, media releases, the news feed, events, investor tables and locations. Texts
 * come in the first language of the `x-locale` header that exists; dates are ISO 8601 days.
 */
export const itemsTypeDefs = /* GraphQL */ `
  type ContentImage {
    url: String!
    alternativeText: String!
  }

  type StoryCategory {
    "Stable across languages; what the stories filter sends."
    key: String!
    name: String!
  }

  type StoryContact {
    id: ID!
    name: String!
    slug: String!
    role: String!
    biography: String!
    image: ContentImage
    storyCount: Int!
    "The stories of this contact, newest first."
    stories: [Story!]!
  }

  type StoryVideo {
    url: String!
    thumbnail: ContentImage
  }

  type Story {
    id: ID!
    slug: String!
    publicationDate: String!
    title: String!
    leadText: String!
    "Markup."
    body: String!
    "The category's name in the language of the text."
    category: String
    categoryKey: String
    image: ContentImage
    video: StoryVideo
    storyContacts: [StoryContact!]!
    relatedProductSlugs: [String!]!
    contentLanguage: String!
  }

  type MediaRelease {
    id: ID!
    slug: String!
    publicationDate: String!
    title: String!
    leadText: String!
    "Markup."
    body: String!
    adhoc: Boolean!
    contentLanguage: String!
  }

  type NewsFeedItem {
    id: ID!
    title: String!
    "Markup."
    text: String!
    image: ContentImage
    link: String
    publicationDate: String!
  }

  type NewsFeedEdge {
    cursor: String!
    node: NewsFeedItem!
  }

  type NewsFeedPageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }

  type NewsFeedConnection {
    edges: [NewsFeedEdge!]!
    pageInfo: NewsFeedPageInfo!
  }

  type Event {
    id: ID!
    title: String!
    location: String!
    link: String!
    startDate: String!
    endDate: String!
  }

  type ShareCount {
    key: String!
    label: String!
    count: Int!
  }

  type Dividend {
    financialYear: Int!
    label: String!
    "Swiss francs per share."
    amountChf: Float!
    exDate: String!
    paymentDate: String!
  }

  type FinancialCalendarEntry {
    date: String!
    title: String!
  }

  type InvestorData {
    shareCounts: [ShareCount!]!
    dividends: [Dividend!]!
    financialCalendar: [FinancialCalendarEntry!]!
  }

  enum LocationType {
    Headquarters
    Production
    SalesAndService
    Distributor
  }

  type LocationContact {
    id: ID!
    name: String!
    role: String!
    email: String!
    phone: String!
    image: ContentImage
  }

  type Location {
    id: ID!
    name: String!
    type: LocationType!
    countryCode: String!
    street: String!
    postalCode: String!
    city: String!
    phone: String!
    email: String!
    website: String
    image: ContentImage
    contacts: [LocationContact!]!
  }

  extend type Query {
    "Newest first; each argument left out does not filter."
    stories(category: String, videosOnly: Boolean, authorSlug: String): [Story!]!
    story(slug: String!): Story
    "The categories that have stories."
    storyCategories: [StoryCategory!]!
    "The story authors, by name."
    storyContacts: [StoryContact!]!
    storyContact(slug: String!): StoryContact
    "The stories that name the product, newest first."
    relatedStories(productSlug: String!): [Story!]!
    "Newest first; adhoc true or false keeps only those."
    mediaReleases(adhoc: Boolean): [MediaRelease!]!
    mediaRelease(slug: String!): MediaRelease
    "Ordered by publication date, descending; after is the endCursor of the page before."
    newsFeed(first: Int = 10, after: String): NewsFeedConnection!
    "In order of their start date."
    events: [Event!]!
    investorData: InvestorData!
    "By name; country is a region code such as CH."
    locations(country: String, type: LocationType): [Location!]!
  }
`;
