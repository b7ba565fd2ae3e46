import { UpstreamError } from '@kmx/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultTimeoutMs, slowAnswerMs } from '../test-support/fault-timing';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { GraphqlContentCollections } from './GraphqlContentCollections';
import { UpstreamDataError } from './UpstreamDataError';

let stub: StubUpstream;
let collections: GraphqlContentCollections;

beforeAll(async () => {
  stub = await startStubUpstream({ kind: 'json', body: {} });
  collections = new GraphqlContentCollections({ endpoint: stub.url, timeoutMs: faultTimeoutMs });
});

afterAll(() => stub.close());

const story = {
  id: 'story-1',
  slug: 'a-story',
  publicationDate: '2025-01-02',
  title: 'A story',
  leadText: 'Lead',
  category: 'Innovation',
  categoryKey: 'innovation',
  image: null,
  storyContacts: [],
  video: { url: 'https://video.test/a.mp4' },
};

describe('GraphqlContentCollections against a failing upstream', () => {
  it('fails with the first GraphQL error message', async () => {
    stub.answer({ kind: 'json', body: { errors: [{ message: 'Unknown field' }], data: null } });
    await expect(collections.events({ language: 'en' })).rejects.toThrow(
      new UpstreamError('Unknown field', 200),
    );
  });

  it('fails with the status code of a 500 without a message', async () => {
    stub.answer({ kind: 'text', body: 'Internal Server Error', status: 500 });
    const failure = collections.mediaReleases({ language: 'en' });
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
  });

  it('fails clearly on malformed JSON', async () => {
    stub.answer({ kind: 'text', body: '{"data": {"stories": [' });
    await expect(collections.stories({ language: 'en' })).rejects.toBeInstanceOf(UpstreamError);
  });

  it('names a missing field', async () => {
    stub.answer({
      kind: 'json',
      body: { data: { investorData: { shareCounts: [], dividends: [] } } },
    });
    const failure = collections.investorData({ language: 'en' });
    await expect(failure).rejects.toBeInstanceOf(UpstreamDataError);
    await expect(failure).rejects.toMatchObject({ field: 'investorData.financialCalendar' });
  });

  it('names a location type it does not know', async () => {
    stub.answer({
      kind: 'json',
      body: {
        data: {
          locations: [
            {
              id: 'l',
              name: 'Somewhere',
              type: 'Spaceport',
              countryCode: 'CH',
              street: '',
              postalCode: '',
              city: '',
              phone: '',
              email: '',
              website: null,
              image: null,
              contacts: [],
            },
          ],
        },
      },
    });
    await expect(collections.locations({ language: 'en' })).rejects.toMatchObject({
      name: 'UpstreamDataError',
      field: 'locations.0.type',
    });
  });

  it('gives up on a slow answer after its time limit', async () => {
    stub.answer({ kind: 'slow', delayMs: slowAnswerMs, body: { data: { story: null } } });
    await expect(collections.storyBySlug({ slug: 'a', language: 'en' })).rejects.toThrow(
      /no answer in time/,
    );
  });

  it('fails on a closed socket', async () => {
    stub.answer({ kind: 'close-socket' });
    const failure = collections.storyContacts({ language: 'en' });
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: null });
  });
});

describe('GraphqlContentCollections asks the upstream', () => {
  it('for the stories with the filters given, null for the others, in the visitor’s languages', async () => {
    stub.answer({ kind: 'json', body: { data: { stories: [story] } } });
    const stories = await collections.stories({
      language: 'fr',
      fallbackLanguage: 'de',
      videosOnly: true,
    });
    expect(stories).toEqual([
      {
        id: 'story-1',
        slug: 'a-story',
        publicationDate: '2025-01-02',
        title: 'A story',
        leadText: 'Lead',
        category: 'Innovation',
        categoryKey: 'innovation',
        image: null,
        storyContacts: [],
        hasVideo: true,
      },
    ]);
    expect(stub.requests.at(-1)).toMatchObject({
      headers: { 'x-locale': 'fr,de,en' },
      body: {
        operationName: 'storiesQuery',
        variables: { category: null, videosOnly: true, authorSlug: null },
      },
    });
  });

  it('for one author and splits the answer into the author and their stories', async () => {
    stub.answer({
      kind: 'json',
      body: {
        data: {
          storyContact: {
            id: 'c',
            name: 'Ann Author',
            slug: 'ann-author',
            role: 'Writer',
            biography: 'Writes.',
            storyCount: 1,
            image: null,
            stories: [{ ...story, video: null }],
          },
        },
      },
    });
    const page = await collections.storiesByAuthor({ slug: 'ann-author', language: 'en' });
    expect(page?.author).toEqual({
      id: 'c',
      name: 'Ann Author',
      slug: 'ann-author',
      role: 'Writer',
      biography: 'Writes.',
      storyCount: 1,
      image: null,
    });
    expect(page?.stories.map((one) => one.hasVideo)).toEqual([false]);
    expect(stub.requests.at(-1)).toMatchObject({
      body: { operationName: 'storiesByAuthorQuery', variables: { slug: 'ann-author' } },
    });
  });

  it('for the locations of a country and type, and for ad hoc media releases', async () => {
    stub.answer({ kind: 'json', body: { data: { locations: [] } } });
    await collections.locations({ language: 'de', country: 'DE', type: 'Production' });
    expect(stub.requests.at(-1)).toMatchObject({
      headers: { 'x-locale': 'de,en' },
      body: { operationName: 'locationsQuery', variables: { country: 'DE', type: 'Production' } },
    });
    stub.answer({ kind: 'json', body: { data: { mediaReleases: [] } } });
    await collections.mediaReleases({ language: 'en', adhoc: true });
    expect(stub.requests.at(-1)).toMatchObject({
      body: { operationName: 'mediaReleasesQuery', variables: { adhoc: true } },
    });
  });

  it('and reads null for a story, media release or author that is not there', async () => {
    stub.answer({ kind: 'json', body: { data: { story: null } } });
    expect(await collections.storyBySlug({ slug: 'x', language: 'en' })).toBeNull();
    stub.answer({ kind: 'json', body: { data: { mediaRelease: null } } });
    expect(await collections.mediaReleaseBySlug({ slug: 'x', language: 'en' })).toBeNull();
    stub.answer({ kind: 'json', body: { data: { storyContact: null } } });
    expect(await collections.storiesByAuthor({ slug: 'x', language: 'en' })).toBeNull();
  });
});
