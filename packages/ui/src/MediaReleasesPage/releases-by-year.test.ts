import { describe, expect, it } from 'vitest';
import { exampleMediaReleases } from '../examples';
import { releasesByYear } from './releases-by-year';

describe('releasesByYear', () => {
  it('groups the releases by year, newest year and newest release first', () => {
    const shuffled = [...exampleMediaReleases].reverse();
    expect(
      releasesByYear(shuffled).map(({ year, releases }) => [year, releases.map((r) => r.slug)]),
    ).toEqual([
      ['2025', ['annual-results-2024', 'new-crimp-centre-generation']],
      ['2024', ['half-year-results-2024', 'training-centre-opens']],
    ]);
  });

  it('has no year for no release', () => {
    expect(releasesByYear([])).toEqual([]);
  });

  it('puts a release without a readable date in a year of its own', () => {
    const [first] = exampleMediaReleases;
    if (first === undefined) throw new Error('no example');
    expect(releasesByYear([{ ...first, publicationDate: 'soon' }])).toEqual([
      { year: '', releases: [{ ...first, publicationDate: 'soon' }] },
    ]);
  });
});
