import { describe, expect, it } from 'vitest';
import { comparisonBasketStorageKey } from '../comparison/ComparisonBasket';
import { reloadGuardStorageKey } from '../policies/reload-guard';
import { lastReadNewsStorageKey } from './news-feed-storage';

describe('the last-read news id storage key', () => {
  it('is none of the other storage keys, so no feature overwrites another', () => {
    expect([comparisonBasketStorageKey, reloadGuardStorageKey]).not.toContain(
      lastReadNewsStorageKey,
    );
  });
});
