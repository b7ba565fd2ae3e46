// The GraphQL documents of the content items (stories, media releases, events, investor data,
// locations); each operation is named, so the name stands in request logs and errors.

const imageFields = /* GraphQL */ `
  url
  alternativeText
`;

/** The fields of a story as the domain's `Story` has them, shared by every query that lists stories. */
export const storyFields = /* GraphQL */ `
  id
  slug
  publicationDate
  title
  leadText
  category
  image {
    ${imageFields}
  }
  storyContacts {
    id
    name
    slug
    image {
      ${imageFields}
    }
  }
`;

const storyTeaserFields = /* GraphQL */ `
  ${storyFields}
  categoryKey
  video {
    url
  }
`;

const storyAuthorFields = /* GraphQL */ `
  id
  name
  slug
  role
  biography
  storyCount
  image {
    ${imageFields}
  }
`;

const mediaReleaseFields = /* GraphQL */ `
  id
  slug
  publicationDate
  title
  leadText
  adhoc
`;

export const storiesDocument = /* GraphQL */ `
  query storiesQuery($category: String, $videosOnly: Boolean, $authorSlug: String) {
    stories(category: $category, videosOnly: $videosOnly, authorSlug: $authorSlug) {
      ${storyTeaserFields}
    }
  }
`;

export const storyCategoriesDocument = /* GraphQL */ `
  query storyCategoriesQuery {
    storyCategories {
      key
      name
    }
  }
`;

export const storyDocument = /* GraphQL */ `
  query storyBySlugQuery($slug: String!) {
    story(slug: $slug) {
      ${storyFields}
      categoryKey
      body
      relatedProductSlugs
      contentLanguage
      video {
        url
        thumbnail {
          ${imageFields}
        }
      }
    }
  }
`;

export const storyContactsDocument = /* GraphQL */ `
  query storyContactsQuery {
    storyContacts {
      ${storyAuthorFields}
    }
  }
`;

export const storiesByAuthorDocument = /* GraphQL */ `
  query storiesByAuthorQuery($slug: String!) {
    storyContact(slug: $slug) {
      ${storyAuthorFields}
      stories {
        ${storyTeaserFields}
      }
    }
  }
`;

export const mediaReleasesDocument = /* GraphQL */ `
  query mediaReleasesQuery($adhoc: Boolean) {
    mediaReleases(adhoc: $adhoc) {
      ${mediaReleaseFields}
    }
  }
`;

export const mediaReleaseDocument = /* GraphQL */ `
  query mediaReleaseBySlugQuery($slug: String!) {
    mediaRelease(slug: $slug) {
      ${mediaReleaseFields}
      body
      contentLanguage
    }
  }
`;

export const eventsDocument = /* GraphQL */ `
  query eventsQuery {
    events {
      id
      title
      location
      link
      startDate
      endDate
    }
  }
`;

export const investorDataDocument = /* GraphQL */ `
  query investorDataQuery {
    investorData {
      shareCounts {
        key
        label
        count
      }
      dividends {
        financialYear
        label
        amountChf
        exDate
        paymentDate
      }
      financialCalendar {
        date
        title
      }
    }
  }
`;

export const locationsDocument = /* GraphQL */ `
  query locationsQuery($country: String, $type: LocationType) {
    locations(country: $country, type: $type) {
      id
      name
      type
      countryCode
      street
      postalCode
      city
      phone
      email
      website
      image {
        ${imageFields}
      }
      contacts {
        id
        name
        role
        email
        phone
        image {
          ${imageFields}
        }
      }
    }
  }
`;
