import type { UserMenuUser } from '@kmx/ui';
import type { ShownPage } from './ShownPage';

export interface ClientState {
  readonly page: ShownPage;
  /** Counts the pages shown; a new count remounts the page, so page options reset (spec 2.5). */
  readonly pageNumber: number;
  readonly loading: boolean;
  /** Title of the page a navigation brought, announced to screen readers. */
  readonly loadedTitle: string | null;
  /** The signed-in visitor for the header's user menu, from the stored tokens; `null`: nobody. */
  readonly user: UserMenuUser | null;
}

/** The state the browser app renders, outside React so the router can set it. */
export interface ClientStore {
  get(): ClientState;
  update(change: Partial<ClientState>): void;
  subscribe(listener: () => void): () => void;
}

export function createClientStore(page: ShownPage): ClientStore {
  let state: ClientState = {
    page,
    pageNumber: 0,
    loading: false,
    loadedTitle: null,
    user: null,
  };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update(change) {
      state = { ...state, ...change };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
