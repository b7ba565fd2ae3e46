import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { StoryTeaser } from './StoryTeaser';
import {
  chosenStoriesFilter,
  recommendedStories,
  storiesFilterQuery,
} from './stories-filter-choice';

const slug = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const anyValue = fc.oneof(fc.string(), fc.array(fc.string()), fc.constant(null), fc.integer());

test.prop([fc.array(slug), fc.array(slug), anyValue, anyValue, anyValue])(
  'a chosen filter only ever names a category and an author offered',
  (categories, authors, category, author, videos) => {
    const filter = chosenStoriesFilter({ category, author, videos }, { categories, authors });
    if (filter.category !== null) expect(categories).toContain(filter.category);
    if (filter.authorSlug !== null) expect(authors).toContain(filter.authorSlug);
  },
);

test.prop([fc.option(slug, { nil: null }), fc.boolean(), fc.option(slug, { nil: null })])(
  'a filter written as a query reads back the same',
  (category, videosOnly, authorSlug) => {
    const filter = { category, videosOnly, authorSlug };
    const query = Object.fromEntries(
      storiesFilterQuery(filter)
        .slice(1)
        .split('&')
        .filter((part) => part !== '')
        .map((part) => part.split('=').map(decodeURIComponent)),
    ) as Record<string, string>;
    const options = {
      categories: category === null ? [] : [category],
      authors: authorSlug === null ? [] : [authorSlug],
    };
    expect(chosenStoriesFilter(query, options)).toEqual(filter);
  },
);

test.prop([fc.uniqueArray(slug), fc.array(slug), fc.nat(6)])(
  'recommended reads are at most count stories, none of them shown, newest first',
  (ids, shown, count) => {
    const stories = ids.map((id) => ({ id }) as StoryTeaser);
    const recommended = recommendedStories(stories, shown, count);
    expect(recommended.length).toBeLessThanOrEqual(count);
    for (const story of recommended) expect(shown).not.toContain(story.id);
    const positions = recommended.map((story) => ids.indexOf(story.id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  },
);
