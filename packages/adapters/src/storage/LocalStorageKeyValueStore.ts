import { WebStorageKeyValueStore } from './WebStorageKeyValueStore';

/**
 * Local storage, kept across visits: the comparison basket (`comparisonBasketStorageKey`) and the
 * last-read news id (`lastReadNewsStorageKey`). Constructed with `() => window.localStorage`.
 */
export class LocalStorageKeyValueStore extends WebStorageKeyValueStore {}
