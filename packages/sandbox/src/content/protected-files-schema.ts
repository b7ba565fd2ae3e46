/** Which media files only protected pages offer: the site guards them as it guards the pages. */
export const protectedFilesTypeDefs = /* GraphQL */ `
  "A page that offers a protected file."
  type ProtectedFilePage {
    siteId: ID!
    "The page's address within its site."
    url: String!
    "password, or the name of an identity-provider role."
    protection: String!
  }

  "A media file (its path, e.g. /media/downloads/x.pdf) that only protected pages offer."
  type ProtectedFile {
    url: String!
    pages: [ProtectedFilePage!]!
  }

  extend type Query {
    "Every media file of the published pages that only protected pages offer."
    protectedFiles: [ProtectedFile!]!
  }
`;
