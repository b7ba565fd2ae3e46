/** Navigation trees of spec public-site 3.4: a site's header and footer, by navigation id. */
export const contentNavigationTypeDefs = /* GraphQL */ `
  type NavigationPage {
    id: ID!
  }

  type MarketingSection {
    logo: String
    backgroundColor: String
    link: ContentLink
  }

  type NavigationSection {
    title: String
    items: [NavigationItem!]!
  }

  type NavigationItem {
    title: String!
    "The item's own address segment: its address is the parent's address plus this slug."
    slug: String!
    breadcrumbOverride: String
    items: [NavigationItem!]!
    "Country codes the item is limited to; empty means every country."
    countries: [String!]!
    hidden: Boolean!
    hiddenSubItems: Boolean!
    page: NavigationPage
    "A fixed path that replaces the address built from the parent."
    path: String
    "_self or _blank (new tab); null means _self."
    target: String
    linkTitle: String
    marketingSection: MarketingSection
    marketingTitle: String
    marketingDescription: String
    sections: [NavigationSection!]!
  }

  type Navigation {
    id: ID!
    items: [NavigationItem!]!
  }

  type Query {
    "A navigation tree by id (a site's header or footer navigation id); null when unknown."
    navigationTree(id: ID!, stage: Stage = PUBLISHED): Navigation
  }
`;
