import type {
  InventoryPage,
  InventoryQuery,
  Ticket,
  TicketChange,
  TicketClosureReason,
  TicketDraft,
  TicketListPage,
  TicketListQuery,
  TicketLocation,
  WireFlowRelease,
} from '@kmx/domain/portal';
import { inventorySearch } from '@kmx/domain/portal';
import { PortalApiError } from './portal-api-error';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface PortalApiTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PortalApiDependencies {
  readonly fetch: FetchLike;
  /**
   * The signed-in user's ID token, renewed when due (portal-auth `getTokens`); `renew` asks for a
   * new one after the server refused the stored one.
   */
  readonly idToken: (renew: boolean) => Promise<string>;
  readonly timers: PortalApiTimers;
}

/**
 * Spec portal 9: a request of the sign-in SDK may take 5000 ms. The portal's calls get the same,
 * plus a second, so the server's own answer to a slow upstream (504 after its 5 s) arrives first.
 */
export const portalCallTimeoutMs = 6_000;

/** What a new ticket sends: the checked form and the ids of its uploaded attachments. */
export interface NewTicket {
  readonly draft: TicketDraft;
  readonly attachmentIds: readonly string[];
}

/** The portal's same-origin endpoints, each call with the user's ID token. */
export interface PortalApi {
  ticketLocations(): Promise<readonly TicketLocation[]>;
  ticketList(query: TicketListQuery): Promise<TicketListPage>;
  ticketDetail(id: string): Promise<Ticket | null>;
  createTicket(ticket: NewTicket): Promise<TicketChange>;
  commentTicket(id: string, text: string, attachmentIds: readonly string[]): Promise<TicketChange>;
  closeTicket(
    id: string,
    reason: TicketClosureReason,
    comment: string | null,
  ): Promise<TicketChange>;
  inventory(query: InventoryQuery): Promise<InventoryPage>;
  wireFlowReleases(): Promise<readonly WireFlowRelease[]>;
  /** A signed same-origin address of a file, valid for a minute. */
  wireFlowLink(fileId: string): Promise<string>;
  /** An attachment's bytes, for a blob address the page shows. */
  attachment(id: string): Promise<Blob>;
}

type Fields = Readonly<Record<string, unknown>>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field of an answer, or a shape failure: the page never renders what it cannot trust. */
function field(value: unknown, name: string, what: string): unknown {
  if (!isFields(value) || !(name in value)) {
    throw new PortalApiError('shape', `${what} answered without ${name}`);
  }
  return value[name];
}

function objectField<T>(
  value: unknown,
  name: string,
  what: string,
  check: (item: Fields) => boolean,
): T {
  const found = field(value, name, what);
  if (!isFields(found) || !check(found)) {
    throw new PortalApiError('shape', `${what} answered an unexpected ${name}`);
  }
  return found as T;
}

function listField<T>(value: unknown, name: string, what: string): readonly T[] {
  const found = field(value, name, what);
  if (!Array.isArray(found) || !found.every(isFields)) {
    throw new PortalApiError('shape', `${what} answered an unexpected ${name}`);
  }
  return found as readonly T[];
}

const isPage = (page: Fields) =>
  Array.isArray(page['items']) &&
  typeof page['total'] === 'number' &&
  typeof page['page'] === 'number' &&
  typeof page['pageSize'] === 'number';

const isChange = (change: Fields) =>
  change['kind'] === 'saved' || change['kind'] === 'invalid' || change['kind'] === 'notFound';

/** The error text of a JSON error answer (`{ "error": "…" }`), for the log and the developer. */
async function errorText(response: Response): Promise<string> {
  try {
    const answer: unknown = await response.json();
    return isFields(answer) && typeof answer['error'] === 'string' ? answer['error'] : '';
  } catch {
    return '';
  }
}

export function createPortalApi({ fetch, idToken, timers }: PortalApiDependencies): PortalApi {
  const call = async (path: string, init: RequestInit = {}, renew = false): Promise<Response> => {
    const token = await idToken(renew);
    const controller = new AbortController();
    const timer = timers.setTimeout(() => controller.abort(), portalCallTimeoutMs);
    let response: Response;
    try {
      response = await fetch(path, {
        ...init,
        credentials: 'same-origin',
        signal: controller.signal,
        headers: { ...init.headers, authorization: `Bearer ${token}` },
      });
    } catch {
      const failure = controller.signal.aborted ? 'timeout' : 'network';
      throw new PortalApiError(failure, `${path} did not answer (${failure})`);
    } finally {
      timers.clearTimeout(timer);
    }
    // A token the server refused (revoked, its keys rotated) is renewed once, then the call repeated.
    if (response.status === 401 && !renew) return call(path, init, true);
    if (!response.ok) {
      const text = await errorText(response);
      throw new PortalApiError(response.status, `${path} answered ${response.status} ${text}`);
    }
    return response;
  };

  const json = async (path: string, init?: RequestInit): Promise<unknown> => {
    const response = await call(path, init);
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new PortalApiError('shape', `${path} answered no JSON`);
    }
  };

  const postJson = (path: string, body: unknown) =>
    json(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** A persisted operation of the tickets proxy; its answer's `data`. */
  const tickets = async (operationName: string, variables: object): Promise<unknown> =>
    field(
      await postJson('/api/tickets-proxy', { operationName, variables }),
      'data',
      operationName,
    );

  const change = async (operationName: string, variables: object): Promise<TicketChange> =>
    objectField<TicketChange>(
      await tickets(operationName, variables),
      'change',
      operationName,
      isChange,
    );

  return {
    ticketLocations: async () =>
      listField<TicketLocation>(
        await tickets('ticketLocations', {}),
        'locations',
        'ticketLocations',
      ),
    ticketList: async (query) =>
      objectField<TicketListPage>(
        await tickets('ticketList', {
          ownOnly: query.mine,
          ...(query.status !== null && { status: query.status }),
          ...(query.machine !== null && { machine: query.machine }),
          ...(query.text !== null && { text: query.text }),
          sort: query.sort,
          page: query.page,
        }),
        'tickets',
        'ticketList',
        isPage,
      ),
    ticketDetail: async (id) => {
      const ticket = field(await tickets('ticketDetail', { id }), 'ticket', 'ticketDetail');
      if (ticket === null) return null;
      if (!isFields(ticket) || typeof ticket['id'] !== 'string') {
        throw new PortalApiError('shape', 'ticketDetail answered an unexpected ticket');
      }
      return ticket as unknown as Ticket;
    },
    createTicket: ({ draft, attachmentIds }) =>
      change('createTicket', {
        input: {
          location: draft.location,
          type: draft.type,
          concern: draft.concern,
          ...(draft.machine !== null && { machine: draft.machine }),
          ...(draft.serialNumber !== null && { serialNumber: draft.serialNumber }),
          subject: draft.subject,
          description: draft.description,
          attachmentIds,
        },
      }),
    commentTicket: (id, text, attachmentIds) =>
      change('commentTicket', { id, text, attachmentIds }),
    closeTicket: (id, reason, comment) =>
      change('closeTicket', { id, reason, ...(comment !== null && { comment }) }),
    inventory: async (query) =>
      objectField<InventoryPage>(
        await json(`/api/inventory${inventorySearch(query)}`),
        'inventory',
        'inventory',
        isPage,
      ),
    wireFlowReleases: async () =>
      listField<WireFlowRelease>(await json('/api/wire-flow/releases'), 'releases', 'releases'),
    wireFlowLink: async (fileId) => {
      const href = field(
        await json(`/api/wire-flow/files/${encodeURIComponent(fileId)}/link`, { method: 'POST' }),
        'href',
        'wire-flow link',
      );
      // Only an address of this origin: the browser is sent there.
      if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) {
        throw new PortalApiError('shape', 'wire-flow link answered an unexpected href');
      }
      return href;
    },
    attachment: async (id) =>
      (await call(`/api/ticket-attachments/${encodeURIComponent(id)}`)).blob(),
  };
}
