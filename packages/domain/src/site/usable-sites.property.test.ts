import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { usableSites } from './usable-sites';
import type { Site } from './SystemData';

const navigationId = fc.option(fc.constantFrom('', ' ', 'nav-1', 'nav-2'), { nil: null });

const site = fc.record({
  id: fc.uuid(),
  name: fc.string(),
  slug: fc.option(fc.string(), { nil: null }),
  internationalOnly: fc.boolean(),
  hideSideButtons: fc.boolean(),
  enableCutFont: fc.boolean(),
  headerNavigationId: navigationId,
  footerNavigationId: navigationId,
  domains: fc.array(fc.string()),
}) satisfies fc.Arbitrary<Site>;

test.prop([fc.array(site)])(
  'every usable site has both navigations, and no site with both is dropped',
  (sites) => {
    const usable = usableSites(sites);
    for (const kept of usable) {
      expect(kept.headerNavigationId?.trim()).toBeTruthy();
      expect(kept.footerNavigationId?.trim()).toBeTruthy();
    }
    const withBoth = sites.filter(
      (candidate) =>
        Boolean(candidate.headerNavigationId?.trim()) &&
        Boolean(candidate.footerNavigationId?.trim()),
    );
    expect(usable.map((kept) => kept.id)).toEqual(withBoth.map((kept) => kept.id));
  },
);
