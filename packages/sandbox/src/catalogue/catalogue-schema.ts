/**
 * The catalogue service's schema, designed from the source fields of spec public-site 3.5 and 3.6
 * (hence snake_case). Every query takes an optional `language`; what is not translated comes in
 * English, and each record's `language` says which language it came in.
 */
export const catalogueTypeDefs = /* GraphQL */ `
  "The two catalogues, named after the first segment of their routes."
  enum CatalogueType {
    products
    services
  }

  enum MeasurementSystem {
    Metric
    Imperial
  }

  type Classification {
    id: ID!
    name: String!
    slug: String!
    parent_id: ID
    description: String
    image_url: String
    language: String!
    supported_countries: [String!]!
    children: [Classification!]!
  }

  type Brand {
    id: ID
    name: String!
    image_url: String
  }

  type Image {
    name: String
    url: String
    default: Boolean!
  }

  type ClassificationRef {
    slug: String!
    name: String!
  }

  "Six benefits and six details of a service product."
  type ServiceBlock {
    benefit1: String
    benefit2: String
    benefit3: String
    benefit4: String
    benefit5: String
    benefit6: String
    detail1: String
    detail2: String
    detail3: String
    detail4: String
    detail5: String
    detail6: String
  }

  type Specification {
    name: String!
    value: String!
    unit: String
    "Null for values that read the same in both systems."
    measurement_system: MeasurementSystem
  }

  type Variant {
    id: ID!
    name_metric: String!
    name_imperial: String!
    specifications: [Specification!]!
  }

  type Capability {
    id: ID!
    name: String!
    image_url: String
  }

  type Highlight {
    name: String!
    short_description: String
    long_description: String
    image_url: String
    video_image_url: String
    video_url: String
  }

  type Document {
    name: String!
    content_language: String!
    thumbnail: String
    type: String!
    url: String!
    filename: String!
    extension: String!
    "In bytes."
    size: Int!
  }

  "type is related, component or service."
  type RelatedEntry {
    type: String!
    product: Product
  }

  "A product, or a service product when service_id is set."
  type Product {
    id: ID!
    service_id: ID
    language: String!
    name: String!
    slug: String!
    short_description: String
    long_description: String
    video_url: String
    video_image_url: String
    images: [Image!]!
    classifications: [ClassificationRef!]!
    service: ServiceBlock
    related: [RelatedEntry!]!
    "Slugs of stories of the content service."
    related_stories: [String!]!
    specifications: [Specification!]!
    variants: [Variant!]!
    capabilities: [Capability!]!
    highlights: [Highlight!]!
    documents: [Document!]!
    brand: Brand
    variant_count: Int!
    supported_countries: [String!]!
  }

  "What a slug names: __typename tells a classification from a product."
  union CatalogueEntry = Classification | Product

  type Query {
    "The root of one catalogue with its tree of classifications."
    classifications(language: String, type: CatalogueType!): [Classification!]!
    productOrClassification(language: String, slug: String!): CatalogueEntry
    "Products in the order of a comma-separated list of slugs; unknown slugs are left out."
    products(language: String, slugs: String!): [Product!]!
    "The version-2 product lookup the product detail query reads."
    productV2(language: String, slug: String!): Product
    "Products filed under the classification or any classification below it."
    classificationProducts(language: String, slug: String!): [Product!]!
    capabilities(language: String): [Capability!]!
  }
`;
