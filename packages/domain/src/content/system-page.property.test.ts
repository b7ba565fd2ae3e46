import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isSystemPage, systemPageType } from './system-page';

test.prop([fc.string()])('only the System page kind is a system page', (pageType) => {
  expect(isSystemPage({ pageType })).toBe(pageType === systemPageType);
});
