import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  isMarketingParameter,
  marketingParameterNames,
  marketingParameterPrefix,
  withoutMarketingParameters,
} from './marketing-parameters';
import { pageCacheKey, type PageCacheFacts } from './page-cache-key';

const piece = (name: string, value: string) =>
  `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;

const marketingPiece = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...marketingParameterNames),
      fc.string({ minLength: 1, maxLength: 8 }).map((rest) => `${marketingParameterPrefix}${rest}`),
    ),
    fc.string({ maxLength: 8 }),
  )
  .map(([name, value]) => piece(name, value));

const otherPiece = fc
  .tuple(
    fc.string({ minLength: 1, maxLength: 8 }).filter((name) => !isMarketingParameter(name)),
    fc.string({ maxLength: 8 }),
  )
  .map(([name, value]) => piece(name, value));

const mixed = fc.array(
  fc.oneof(
    marketingPiece.map((text) => ({ text, marketing: true })),
    otherPiece.map((text) => ({ text, marketing: false })),
  ),
  { maxLength: 8 },
);

test.prop([mixed])(
  'drops exactly the marketing parameters, keeping the rest in order',
  (pieces) => {
    const query = pieces.map((each) => each.text).join('&');
    const kept = pieces.filter((each) => !each.marketing).map((each) => each.text);
    expect(withoutMarketingParameters(query)).toBe(kept.join('&'));
  },
);

test.prop([fc.string({ maxLength: 40 })])('is idempotent on any query', (query) => {
  const once = withoutMarketingParameters(query);
  expect(withoutMarketingParameters(once)).toBe(once);
});

const company: PageCacheFacts = {
  siteId: 'komax',
  localeCode: 'de-ch',
  localePrefixed: true,
  pathInSite: '/company',
  measurementSystem: 'Metric',
  nextRelease: false,
  testing: false,
  missingDirectPage: false,
  query: {},
};

test.prop([fc.array(marketingPiece, { maxLength: 6 })])(
  'marketing parameters never split the page cache',
  (pieces) => {
    const query = Object.fromEntries(
      pieces.map((text) => text.split('=').map((part) => decodeURIComponent(part))),
    );
    expect(pageCacheKey({ ...company, query })).toBe(pageCacheKey(company));
  },
);
