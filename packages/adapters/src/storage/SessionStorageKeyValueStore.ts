import { WebStorageKeyValueStore } from './WebStorageKeyValueStore';

/**
 * Session storage, kept for one tab: the reload guard (`reloadGuardStorageKey`). Constructed with
 * `() => window.sessionStorage`.
 */
export class SessionStorageKeyValueStore extends WebStorageKeyValueStore {}
