/**
 * Body blocks and links. Each block kind is its own type behind the `Block` interface, so a client
 * asks for the fields of the kinds it knows and gets `__typename` and `id` for any other. Fields of
 * the same name have the same type in every kind, so one selection can hold them all.
 */
export const contentBlocksTypeDefs = /* GraphQL */ `
  type BlockImage {
    url: String!
    alternativeText: String!
  }

  type LinkedPage {
    id: ID!
    "The page's address within its site; null when the page no longer exists."
    url: String
  }

  type PageLink {
    text: String!
    page: LinkedPage!
    "Appended to the page's address as given, e.g. ?tab=downloads or #contact."
    pageParameters: String!
    openInNewTab: Boolean!
  }

  "A fixed path, or an action such as open-news-feed-panel: exactly one of the two is set."
  type PathLink {
    text: String!
    path: String
    action: String
  }

  type ExternalLink {
    text: String!
    url: String!
  }

  type ProductLink {
    "May contain the {{name}} placeholder for the product's name."
    text: String!
    productSlug: String!
  }

  type ServiceLink {
    text: String!
    serviceSlug: String!
  }

  union ContentLink = PageLink | PathLink | ExternalLink | ProductLink | ServiceLink

  enum MediaLayout {
    stretched
    breakOut
    inline
    aside
  }

  interface Block {
    id: ID!
  }

  type RichTextBlock implements Block {
    id: ID!
    html: String!
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

  type FlashMessageBlock implements Block {
    id: ID!
    message: FlashMessage!
  }

  type ImageBlock implements Block {
    id: ID!
    image: BlockImage!
    caption: String
    layout: MediaLayout!
  }

  type BlockVideo {
    url: String!
    title: String!
    thumbnail: BlockImage
  }

  type VideoBlock implements Block {
    id: ID!
    video: BlockVideo!
    caption: String
    layout: MediaLayout!
  }

  type GalleryImage {
    image: BlockImage!
    caption: String
  }

  type GalleryBlock implements Block {
    id: ID!
    title: String
    images: [GalleryImage!]!
  }

  type Teaser {
    title: String!
    text: String
    image: BlockImage
    link: ContentLink
  }

  type TeaserBlock implements Block {
    id: ID!
    teaser: Teaser!
  }

  type TeasersBlock implements Block {
    id: ID!
    title: String
    teasers: [Teaser!]!
  }

  type TableRow {
    cells: [String!]!
  }

  type TableBlock implements Block {
    id: ID!
    caption: String
    head: [String!]!
    rows: [TableRow!]!
    footnote: String
  }

  type AccordionItem {
    title: String!
    html: String!
  }

  type AccordionBlock implements Block {
    id: ID!
    title: String
    items: [AccordionItem!]!
  }

  type ProductListBlock implements Block {
    id: ID!
    title: String
    productSlugs: [String!]!
  }

  type DownloadFile {
    name: String!
    url: String!
    extension: String!
    sizeBytes: Int!
    language: String
    "A picture of the document's first page; null when there is none."
    thumbnail: BlockImage
  }

  type DownloadsBlock implements Block {
    id: ID!
    title: String
    files: [DownloadFile!]!
  }

  type ContactPerson {
    name: String!
    role: String
    email: String
    phone: String
    image: BlockImage
  }

  type ContactTeaserBlock implements Block {
    id: ID!
    title: String
    text: String
    contact: ContactPerson!
  }

  type QuoteBlock implements Block {
    id: ID!
    quote: String!
    author: String!
    role: String
    portrait: BlockImage
  }

  "The open-source licence request form; the product draws its fields and sends it."
  type LicenceRequestFormBlock implements Block {
    id: ID!
    title: String
    intro: String
  }

  "A whitepaper named by id and title only: its file is given to the product's server alone."
  type Whitepaper {
    id: ID!
    title: String!
  }

  "The whitepaper download form: the visitor gets the file once the form is valid."
  type WhitepaperFormBlock implements Block {
    id: ID!
    title: String
    intro: String
    whitepaper: Whitepaper!
  }

  "The opening of a page: a full-width picture, a headline, a lead and up to two calls to action."
  type HeroBlock implements Block {
    id: ID!
    headline: String!
    lead: String
    picture: BlockImage
    callToAction: ContentLink
    secondaryAction: ContentLink
  }

  type KeyFigure {
    "As written: 1975, 612, 60+."
    value: String!
    "CHF m, %, or none."
    unit: String
    label: String!
  }

  "A row of key figures."
  type KeyFiguresBlock implements Block {
    id: ID!
    title: String
    figures: [KeyFigure!]!
  }

  "A kind the site's renderers do not know yet: clients show it as an unknown block."
  type CountdownBlock implements Block {
    id: ID!
    title: String
    endsAt: String!
  }
`;
