import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { PageOptionsAction } from './page-options';
import { initialPageOptions, pageOptionsReducer } from './page-options';

const path = fc.constantFrom('/en', '/en/company', '/de/stories', '/fr/products');
const optionAction: fc.Arbitrary<PageOptionsAction> = fc.oneof(
  fc.boolean().map((shown) => ({ type: 'setCoverHero' as const, shown })),
  fc.boolean().map((shown) => ({ type: 'setAnchorNavigation' as const, shown })),
  fc.boolean().map((shown) => ({ type: 'setTableOfContents' as const, shown })),
  fc.boolean().map((shown) => ({ type: 'setSideButtons' as const, shown })),
  fc.boolean().map((open) => ({ type: 'setNewsFeedPanelOpen' as const, open })),
  fc.boolean().map((open) => ({ type: 'setComparePanelOpen' as const, open })),
  fc.record({ title: fc.string(), url: fc.webUrl() }).map((share) => ({
    type: 'openShareModal' as const,
    ...share,
  })),
  fc.constant({ type: 'closeShareModal' as const }),
  fc.option(fc.constantFrom('Dark', 'Light'), { nil: null }).map((theme) => ({
    type: 'setThemeOverride' as const,
    theme,
  })),
);

test.prop([path, fc.array(optionAction, { maxLength: 10 }), path])(
  'whatever was switched, a change to another path resets every option',
  (from, actions, to) => {
    const options = actions.reduce(pageOptionsReducer, initialPageOptions(from));
    const next = pageOptionsReducer(options, { type: 'pathChanged', path: to });
    expect(next).toEqual(to === from ? options : initialPageOptions(to));
  },
);

test.prop([path, fc.array(optionAction, { maxLength: 10 })])(
  'option actions never change the path',
  (from, actions) => {
    expect(actions.reduce(pageOptionsReducer, initialPageOptions(from)).path).toBe(from);
  },
);
