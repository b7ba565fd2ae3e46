import { describe, expect, it } from 'vitest';
import type { StoryTeaser } from './StoryTeaser';
import {
  asksStoriesFilter,
  chosenStoriesFilter,
  isStoriesFilterEmpty,
  noStoriesFilter,
  recommendedStories,
  storiesFilterQuery,
} from './stories-filter-choice';

const options = { categories: ['innovation', 'know-how'], authors: ['lena-brunner'] };

function teaser(id: string): StoryTeaser {
  return {
    id,
    slug: id,
    publicationDate: '2025-03-18',
    title: id,
    leadText: '',
    storyContacts: [],
    image: null,
    category: null,
    categoryKey: null,
    hasVideo: false,
  };
}

describe('the stories filter chosen in the query', () => {
  it('filters by nothing when the query is empty', () => {
    expect(chosenStoriesFilter({}, options)).toEqual(noStoriesFilter);
    expect(isStoriesFilterEmpty(noStoriesFilter)).toBe(true);
  });

  it('takes ?category=<key>&videos=true&author=<slug> of things that exist', () => {
    const filter = chosenStoriesFilter(
      { category: 'innovation', videos: 'true', author: 'lena-brunner' },
      options,
    );
    expect(filter).toEqual({
      category: 'innovation',
      videosOnly: true,
      authorSlug: 'lena-brunner',
    });
    expect(isStoriesFilterEmpty(filter)).toBe(false);
  });

  it('ignores an unknown category or author, a repeated value and videos other than true', () => {
    expect(
      chosenStoriesFilter({ category: 'gossip', author: ['lena-brunner'], videos: 'yes' }, options),
    ).toEqual(noStoriesFilter);
    expect(chosenStoriesFilter({ videos: ' TRUE ' }, options).videosOnly).toBe(true);
  });

  it('writes the filter back as a query', () => {
    expect(storiesFilterQuery(noStoriesFilter)).toBe('');
    expect(
      storiesFilterQuery({ category: 'know-how', videosOnly: true, authorSlug: 'lena-brunner' }),
    ).toBe('?category=know-how&videos=true&author=lena-brunner');
  });

  it('tells a query that asks for a filter', () => {
    expect(asksStoriesFilter({ videos: 'true' })).toBe(true);
    expect(asksStoriesFilter({ author: ['x'] })).toBe(true);
    expect(asksStoriesFilter({ category: '', cache: 'false' })).toBe(false);
    expect(asksStoriesFilter({})).toBe(false);
  });
});

describe('recommended reads', () => {
  const all = ['s1', 's2', 's3', 's4', 's5'].map(teaser);

  it('are the three newest stories not shown', () => {
    expect(recommendedStories(all, ['s1', 's3']).map((story) => story.id)).toEqual([
      's2',
      's4',
      's5',
    ]);
  });

  it('are none when every story is shown', () => {
    expect(recommendedStories(all, ['s1', 's2', 's3', 's4', 's5'])).toEqual([]);
  });
});
