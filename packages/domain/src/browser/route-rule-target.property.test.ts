import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { routeRuleTarget } from './route-rule-target';

const slug = fc.stringMatching(/^[a-z][a-z0-9]{2,10}$/);
const locale = fc.constantFrom('en', 'de', 'de-ch', 'fr-fr');

test.prop([locale, slug, slug, fc.array(slug, { maxLength: 3 })])(
  'a wildcard rule moves the page below the new path and keeps its locale',
  (code, from, to, rest) => {
    const rules = [{ pattern: `/${from}/**`, to: `/${to}/**` }];
    expect(routeRuleTarget(rules, `/${[code, from, ...rest].join('/')}`)).toBe(
      `/${[code, to, ...rest].join('/')}`,
    );
  },
);

test.prop([locale, slug, fc.webUrl()])('never changes an absolute target', (code, from, url) => {
  expect(routeRuleTarget([{ pattern: `/${from}`, to: url }], `/${code}/${from}`)).toBe(url);
});
