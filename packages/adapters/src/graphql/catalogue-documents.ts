// The GraphQL documents of the catalogue adapter. A classification tree cannot be selected
// recursively in GraphQL, so the tree fragment nests `children` a fixed number of levels.

/** Levels below a catalogue's root the adapter reads; deeper classifications are not shown. */
const classificationTreeDepth = 8;

function nestedChildren(levels: number): string {
  return levels === 0
    ? '...ClassificationFields'
    : `...ClassificationFields children { ${nestedChildren(levels - 1)} }`;
}

const classificationTree = /* GraphQL */ `
  fragment ClassificationFields on Classification {
    id
    name
    slug
    parent_id
    description
    image_url
    language
    supported_countries
  }
  fragment ClassificationTree on Classification {
    ${nestedChildren(classificationTreeDepth)}
  }
`;

/** Both trees, for the routes of every product an answer links to. */
const trees = /* GraphQL */ `
  productTree: classifications(language: $language, type: products) {
    ...ClassificationTree
  }
  serviceTree: classifications(language: $language, type: services) {
    ...ClassificationTree
  }
`;

const productSummary = /* GraphQL */ `
  fragment ProductSummaryFields on Product {
    name
    slug
    short_description
    service_id
    supported_countries
    brand {
      id
      name
      image_url
    }
    images {
      name
      url
      default
    }
    classifications {
      slug
      name
    }
  }
`;

const productDetail = /* GraphQL */ `
  fragment SpecificationFields on Specification {
    name
    value
    unit
    measurement_system
  }
  fragment ProductDetailFields on Product {
    ...ProductSummaryFields
    language
    long_description
    video_url
    video_image_url
    service {
      benefit1
      benefit2
      benefit3
      benefit4
      benefit5
      benefit6
      detail1
      detail2
      detail3
      detail4
      detail5
      detail6
    }
    related {
      type
      product {
        ...ProductSummaryFields
      }
    }
    related_stories
    specifications {
      ...SpecificationFields
    }
    variants {
      id
      name_metric
      name_imperial
      specifications {
        ...SpecificationFields
      }
    }
    capabilities {
      id
      name
      image_url
    }
    highlights {
      name
      short_description
      long_description
      image_url
      video_image_url
      video_url
    }
    documents {
      name
      content_language
      thumbnail
      type
      url
      filename
      extension
      size
    }
    variant_count
  }
  ${productSummary}
`;

export const classificationsQuery = /* GraphQL */ `
  query ClassificationsQuery($language: String, $type: CatalogueType!) {
    classifications(language: $language, type: $type) {
      ...ClassificationTree
    }
  }
  ${classificationTree}
`;

export const productOrClassificationQuery = /* GraphQL */ `
  query ProductOrClassificationQuery($language: String, $slug: String!) {
    entry: productOrClassification(language: $language, slug: $slug) {
      __typename
      ... on Classification {
        slug
      }
      ... on Product {
        ...ProductSummaryFields
      }
    }
    ${trees}
  }
  ${classificationTree}
  ${productSummary}
`;

export const productsBySlugsQuery = /* GraphQL */ `
  query ProductsBySlugsQuery($language: String, $slugs: String!) {
    products(language: $language, slugs: $slugs) {
      ...ProductDetailFields
    }
    ${trees}
  }
  ${classificationTree}
  ${productDetail}
`;

/** Spec public-site 7: ProductDetailQuery with language and slug, a version-2 lookup. */
export const productDetailQuery = /* GraphQL */ `
  query ProductDetailQuery($language: String, $slug: String!) {
    product: productV2(language: $language, slug: $slug) {
      ...ProductDetailFields
    }
    ${trees}
  }
  ${classificationTree}
  ${productDetail}
`;

export const classificationProductsQuery = /* GraphQL */ `
  query ClassificationProductsQuery($language: String, $slug: String!) {
    products: classificationProducts(language: $language, slug: $slug) {
      ...ProductSummaryFields
    }
    ${trees}
  }
  ${classificationTree}
  ${productSummary}
`;

export const capabilitiesQuery = /* GraphQL */ `
  query CapabilitiesQuery($language: String) {
    capabilities(language: $language) {
      id
      name
      image_url
    }
  }
`;
