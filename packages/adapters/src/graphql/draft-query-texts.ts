/**
 * The documents of the draft queries (spec public-site 6, 7), plain text with no imports: the draft
 * proxy passes on only these (`draft-documents.ts`), and the editor area's preview sends them from
 * the browser (`@kmx/adapters/draft-queries`), so both read the one text.
 */
export const draftPageDocument = /* GraphQL */ `
  query DraftPage($path: String!, $siteId: ID) {
    page(path: $path, siteId: $siteId, stage: DRAFT) {
      id
      siteId
      title
      slug
      url
      pageType
      theme
      contentLanguage
      languages
      isPublished
      protection
      description
      blocks {
        __typename
        id
        ... on RichTextBlock {
          html
        }
      }
    }
  }
`;

export const draftNavigationDocument = /* GraphQL */ `
  query DraftNavigation($id: ID!) {
    navigationTree(id: $id, stage: DRAFT) {
      id
      items {
        title
        slug
        hidden
        path
        page {
          id
        }
        items {
          title
          slug
          hidden
          path
          page {
            id
          }
        }
      }
    }
  }
`;
