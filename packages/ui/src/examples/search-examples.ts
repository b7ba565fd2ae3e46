import type { SearchRecord, SearchRecordKind, SearchResults } from '@kmx/domain/content';
import type { SiteServices } from '../site-services/SiteServices';

const kinds: readonly (SearchRecordKind | undefined)[] = [
  'product',
  'page',
  'story',
  'service',
  'media-release',
  undefined,
];

/** Twenty-three hits for "wire", as the search service lists them: three pages of ten. */
export const exampleSearchRecords: readonly SearchRecord[] = Array.from(
  { length: 23 },
  (_, index): SearchRecord => {
    const kind = kinds[index % kinds.length];
    return {
      title:
        index === 3
          ? 'Fully automatic wire processing: cutting, stripping, crimping and sealing of wires with cross-sections up to 6 mm² in one machine'
          : `Wire processing ${index + 1}`,
      description:
        index % 4 === 1
          ? ''
          : `Machines and services for wire processing, example hit number ${index + 1}.`,
      url: `/en/products/wire-processing-${index + 1}`,
      ...(kind === undefined ? {} : { kind }),
    };
  },
);

export const exampleSuggestions: readonly string[] = ['wire', 'wire harness', 'wire processing'];

/** How the fake search endpoints of `exampleSearchServices` answer. */
export type ExampleSearchAnswer = 'records' | 'empty' | 'failure' | 'pending';

/**
 * Site services for stories and tests of the site search: `search` pages through `records` (ten a
 * page) and `suggest` answers `suggestions` that start with the typed text, or every one when none
 * does. The other services are not part of the search and reject or do nothing.
 */
export function exampleSearchServices(
  options: {
    readonly answer?: ExampleSearchAnswer;
    readonly records?: readonly SearchRecord[];
    readonly suggestions?: readonly string[];
    readonly pageSize?: number;
  } = {},
): SiteServices {
  const records = options.answer === 'empty' ? [] : (options.records ?? exampleSearchRecords);
  const suggestions = options.suggestions ?? exampleSuggestions;
  const pageSize = options.pageSize ?? 10;
  const notHere = () => Promise.reject(new Error('Not part of the search example'));
  return {
    search: ({ page }): Promise<SearchResults> => {
      if (options.answer === 'pending') return new Promise(() => undefined);
      if (options.answer === 'failure') return Promise.reject(new Error('search answered 502'));
      const start = (page - 1) * pageSize;
      return Promise.resolve({
        records: records.slice(start, start + pageSize),
        total: records.length,
        page,
        pageSize,
      });
    },
    suggest: ({ query }) => {
      const typed = query.toLowerCase();
      const matching = suggestions.filter((text) => text.toLowerCase().startsWith(typed));
      return Promise.resolve(matching.length > 0 ? matching : suggestions);
    },
    newsFeed: notHere,
    countries: notHere,
    comparisonProducts: notHere,
    localStore: { get: () => null, set: () => undefined, remove: () => undefined },
    rememberMeasurementSystem: () => undefined,
    scriptPartFailed: (error) => console.error(error),
    random: { bytes: (length) => new Uint8Array(length) },
  };
}
