import { describe, expect, it } from 'vitest';
import { storedMediaReleases, storedStories } from './items-data';
import { contentItemsSearchDocuments } from './items-search-documents';

describe('the search documents of the content items', () => {
  const documents = contentItemsSearchDocuments();

  it('hold every story and media release once in each language', () => {
    const stories = documents.filter((document) => document.kind === 'story');
    const releases = documents.filter((document) => document.kind === 'media-release');
    expect(stories).toHaveLength(storedStories.length * 2);
    expect(releases).toHaveLength(storedMediaReleases.length * 2);
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
  });

  it('lead to the story and media release addresses, in the main site', () => {
    expect(documents).toContainEqual({
      id: 'story:the-quiet-machine:de',
      kind: 'story',
      language: 'de',
      siteIds: ['site-main'],
      title: 'Die leise Maschine',
      description:
        'Der Stripper 480 ist elf Dezibel leiser als sein Vorgänger. Die Bedienenden haben es zuerst bemerkt.',
      url: '/stories/the-quiet-machine',
    });
    expect(documents).toContainEqual(
      expect.objectContaining({
        id: 'media-release:annual-results-2024:en',
        title: 'Komax reports annual results 2024',
        url: '/media-releases/annual-results-2024',
      }),
    );
  });
});
