import { describe, expect, it } from 'vitest';
import {
  storedEvents,
  storedInvestorData,
  storedLocations,
  storedMediaReleases,
  storedNewsFeed,
  storedStories,
  storedStoryCategories,
  storedStoryContacts,
} from './items-data';

const languages = ['de', 'en'];

function languagesOf(translations: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(translations).sort();
}

function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
}

describe('the demo stories', () => {
  it('are at least 20, by at least 5 authors, with unique slugs', () => {
    expect(storedStories.length).toBeGreaterThanOrEqual(20);
    const authors = new Set(storedStories.flatMap((story) => story.authorSlugs));
    expect(authors.size).toBeGreaterThanOrEqual(5);
    expect(new Set(storedStories.map((story) => story.slug)).size).toBe(storedStories.length);
  });

  it('name only known authors and categories, and use several categories', () => {
    const contacts = storedStoryContacts.map((contact) => contact.slug);
    const categories = storedStoryCategories.map((category) => category.key);
    for (const story of storedStories) {
      for (const author of story.authorSlugs) expect(contacts).toContain(author);
      expect(categories).toContain(story.categoryKey);
    }
    expect(new Set(storedStories.map((story) => story.categoryKey)).size).toBeGreaterThanOrEqual(4);
  });

  it('have some videos and relate to the demo catalogue’s products', () => {
    expect(storedStories.filter((story) => story.video !== null).length).toBeGreaterThan(3);
    const products = new Set(storedStories.flatMap((story) => story.relatedProductSlugs));
    for (const slug of ['cutter-355', 'stripper-480', 'crimp-centre-9']) {
      expect(products).toContain(slug);
    }
  });

  it('are written in English and German, with ISO dates and media paths', () => {
    for (const story of storedStories) {
      expect(languagesOf(story.translations)).toEqual(languages);
      expect(isIsoDate(story.publicationDate)).toBe(true);
      expect(story.image).toMatch(/^\/media\//);
    }
  });

  it('every author has a role and biography in English and German', () => {
    for (const contact of storedStoryContacts) {
      expect(languagesOf(contact.translations)).toEqual(languages);
    }
    for (const category of storedStoryCategories) {
      expect(languagesOf(category.names)).toEqual(languages);
    }
  });
});

describe('the demo media releases and news feed', () => {
  it('hold 15 media releases, some of them ad hoc, in English and German', () => {
    expect(storedMediaReleases).toHaveLength(15);
    const adhoc = storedMediaReleases.filter((release) => release.adhoc).length;
    expect(adhoc).toBeGreaterThan(0);
    expect(adhoc).toBeLessThan(15);
    for (const release of storedMediaReleases) {
      expect(languagesOf(release.translations)).toEqual(languages);
      expect(isIsoDate(release.publicationDate)).toBe(true);
    }
  });

  it('hold 25 news items with unique ids, in English and German', () => {
    expect(storedNewsFeed).toHaveLength(25);
    expect(new Set(storedNewsFeed.map((item) => item.id)).size).toBe(25);
    for (const item of storedNewsFeed) {
      expect(languagesOf(item.translations)).toEqual(languages);
      expect(isIsoDate(item.publicationDate)).toBe(true);
    }
  });

  it('link news items only to stories and media releases that exist', () => {
    const addresses = new Set([
      ...storedStories.map((story) => `/stories/${story.slug}`),
      ...storedMediaReleases.map((release) => `/media-releases/${release.slug}`),
    ]);
    for (const item of storedNewsFeed) {
      if (item.link?.startsWith('/stories/') || item.link?.startsWith('/media-releases/')) {
        expect(addresses).toContain(item.link);
      }
    }
  });
});

describe('the demo events, investor data and locations', () => {
  it('hold nine events in English and German, each ending on or after its start', () => {
    expect(storedEvents).toHaveLength(9);
    for (const event of storedEvents) {
      expect(languagesOf(event.translations)).toEqual(languages);
      expect(event.endDate >= event.startDate).toBe(true);
    }
  });

  it('hold share counts, dividends in CHF and a financial calendar of 2023', () => {
    expect(storedInvestorData.shareCounts.length).toBeGreaterThan(0);
    expect(storedInvestorData.dividends.every((row) => row.amountChf >= 0)).toBe(true);
    expect(storedInvestorData.financialCalendar.every((row) => row.date.startsWith('2023-'))).toBe(
      true,
    );
  });

  it('hold 10 locations, each with a contact and a known type, named in English and German', () => {
    expect(storedLocations).toHaveLength(10);
    for (const location of storedLocations) {
      expect(location.contacts.length).toBeGreaterThan(0);
      expect(['Headquarters', 'Production', 'SalesAndService', 'Distributor']).toContain(
        location.type,
      );
      expect(languagesOf(location.names)).toEqual(languages);
      for (const contact of location.contacts)
        expect(languagesOf(contact.roles)).toEqual(languages);
    }
  });
});
