/** Page translation targets of spec public-site 3.3, and the editor's start and reset (spec 4, 7). */
export const contentTranslationTypeDefs = /* GraphQL */ `
  enum TranslationState {
    Translated
    MarkedForTranslation
    InProgress
  }

  type TranslationTarget {
    id: ID!
    language: String!
    translationState: TranslationState!
    "ISO 8601; null until the page was exported for translation."
    exportedAt: String
    "ISO 8601; null until a translation was imported."
    importedAt: String
  }

  type PageTranslation {
    pageId: ID!
    sourceLanguage: String!
    "ISO 8601: when the source-language content was last edited; null when never recorded."
    sourceEditedAt: String
    targetLanguages: [TranslationTarget!]!
  }

  extend type Page {
    "The page's translation targets, as pageTranslation answers them."
    translation: PageTranslation!
  }

  type Query {
    "The translation targets of a page; null when no page has that id."
    pageTranslation(pageId: ID!): PageTranslation
  }

  type Mutation {
    "Sends every target not yet Translated to the translators (InProgress)."
    startTranslation(pageId: ID!): PageTranslation
    "Marks every target for translation again."
    resetTranslation(pageId: ID!): PageTranslation
  }
`;
