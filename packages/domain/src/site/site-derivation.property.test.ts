import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isMainSite, resolveSite, technicalName } from './site-derivation';

test.prop([fc.string({ unit: 'binary-ascii' })])(
  'a technical name has no upper case, space or dash and keeps the length of an ASCII name',
  (name) => {
    const result = technicalName(name);
    expect(result).not.toMatch(/[A-Z\s-]/);
    expect(result).toHaveLength(name.length);
  },
);

test.prop([fc.string()])('a technical name does not change when derived again', (name) => {
  expect(technicalName(technicalName(name))).toBe(technicalName(name));
});

test.prop([fc.option(fc.string(), { nil: null }), fc.string()])(
  'a resolved site is main exactly when its slug is missing or empty',
  (slug, name) => {
    const resolved = resolveSite({
      id: 'id',
      name,
      slug,
      internationalOnly: false,
      hideSideButtons: false,
      enableCutFont: false,
      headerNavigationId: 'header',
      footerNavigationId: 'footer',
      domains: [],
    });
    expect(resolved.isMain).toBe(slug === null || slug === '');
    expect(resolved.isMain).toBe(isMainSite(resolved));
    expect(resolved.technicalName).toBe(technicalName(name));
  },
);
