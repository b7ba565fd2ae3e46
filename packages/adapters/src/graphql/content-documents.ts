/** The GraphQL documents `GraphqlContentSource` sends; operation names name them in the logs. */

export const systemDataDocument = /* GraphQL */ `
  query systemDataQuery {
    countries {
      countryCode
      hidden
      supportedLanguages
      defaultLanguage
      defaultMeasurementSystem
      localizations {
        locale
        displayName
      }
    }
    languages {
      languageCode
      defaultCountry
      localizations {
        locale
        displayName
      }
    }
    sites {
      id
      name
      slug
      internationalOnly
      hideSideButtons
      enableCutFont
      headerNavigationId
      footerNavigationId
      domains
      headerOptions {
        theme
        hidden
      }
      footerTheme
    }
  }
`;

const linkFragment = /* GraphQL */ `
  fragment LinkFields on ContentLink {
    __typename
    ... on PageLink {
      text
      page {
        id
        url
      }
      pageParameters
      openInNewTab
    }
    ... on PathLink {
      text
      path
      action
    }
    ... on ExternalLink {
      text
      url
    }
    ... on ProductLink {
      text
      productSlug
    }
    ... on ServiceLink {
      text
      serviceSlug
    }
  }
`;

const imageFields = 'url alternativeText';

const teaserFields = `title text image { ${imageFields} } link { ...LinkFields }`;

// Every kind the adapter knows; for any other kind only `__typename` and `id` arrive.
const pageFragment = /* GraphQL */ `
  fragment PageFields on Page {
    id
    siteId
    title
    slug
    url
    pageType
    theme
    contentLanguage
    isLanguageFallback
    isLanguageUnavailable
    languages
    isPublished
    protection
    description
    canonicalUrl
    alternateVersions {
      hrefLang
      url
    }
    blocks {
      __typename
      id
      ... on RichTextBlock {
        html
      }
      ... on FlashMessageBlock {
        message {
          title
          text
          type
          linkText
          to
          static
          timeout
          floating
        }
      }
      ... on ImageBlock {
        image { ${imageFields} }
        caption
        layout
      }
      ... on VideoBlock {
        video {
          url
          title
          thumbnail { ${imageFields} }
        }
        caption
        layout
      }
      ... on GalleryBlock {
        title
        images {
          image { ${imageFields} }
          caption
        }
      }
      ... on TeaserBlock {
        teaser { ${teaserFields} }
      }
      ... on TeasersBlock {
        title
        teasers { ${teaserFields} }
      }
      ... on HeroBlock {
        headline
        lead
        picture { ${imageFields} }
        callToAction { ...LinkFields }
        secondaryAction { ...LinkFields }
      }
      ... on KeyFiguresBlock {
        title
        figures { value unit label }
      }
      ... on TableBlock {
        caption
        head
        rows {
          cells
        }
        footnote
      }
      ... on AccordionBlock {
        title
        items {
          title
          html
        }
      }
      ... on ProductListBlock {
        title
        productSlugs
      }
      ... on DownloadsBlock {
        title
        files {
          name
          url
          extension
          sizeBytes
          language
          thumbnail { ${imageFields} }
        }
      }
      ... on ContactTeaserBlock {
        title
        text
        contact {
          name
          role
          email
          phone
          image { ${imageFields} }
        }
      }
      ... on QuoteBlock {
        quote
        author
        role
        portrait { ${imageFields} }
      }
      ... on LicenceRequestFormBlock {
        title
        intro
      }
      ... on WhitepaperFormBlock {
        title
        intro
        whitepaper {
          id
          title
        }
      }
    }
  }
  ${linkFragment}
`;

export const pageByPathDocument = /* GraphQL */ `
  query pageByPathQuery($path: String!, $siteId: ID, $stage: Stage!) {
    page(path: $path, siteId: $siteId, stage: $stage) {
      ...PageFields
    }
  }
  ${pageFragment}
`;

export const pageByIdDocument = /* GraphQL */ `
  query pageByIdQuery($id: ID!, $stage: Stage!) {
    pageById(id: $id, stage: $stage) {
      ...PageFields
    }
  }
  ${pageFragment}
`;

export const redirectsDocument = /* GraphQL */ `
  query redirectsQuery($previousUrls: [String!]!) {
    redirects(previousUrls: $previousUrls) {
      previousUrl
      target {
        ...LinkFields
      }
    }
  }
  ${linkFragment}
`;

/** How many levels of a navigation tree are read; the sandbox's trees are at most four deep. */
const navigationDepth = 4;

/** Each level asks for the next one in both places items hang: below the item and in sections. */
function navigationLevel(depth: number): string {
  if (depth <= 1) return '...NavigationItemFields';
  const next = navigationLevel(depth - 1);
  return `...NavigationItemFields items { ${next} } sections { title items { ${next} } }`;
}

export const navigationTreeDocument = /* GraphQL */ `
  query navigationTreeQuery($id: ID!, $stage: Stage!) {
    navigationTree(id: $id, stage: $stage) {
      id
      items { ${navigationLevel(navigationDepth)} }
    }
  }
  fragment NavigationItemFields on NavigationItem {
    title
    slug
    breadcrumbOverride
    countries
    hidden
    hiddenSubItems
    page {
      id
    }
    path
    target
    linkTitle
    marketingSection {
      logo
      backgroundColor
      link {
        ...LinkFields
      }
    }
    marketingTitle
    marketingDescription
  }
  ${linkFragment}
`;
