import type { InventoryPage } from '@kmx/domain/portal';
import type { Inventory, InventoryRequest, Logger } from '@kmx/domain/ports';
import { requestLogLine } from '@kmx/domain/policies';
import { getJson } from './get-json';
import { inventoryPageSchema } from './inventory-schemas';

export interface HttpInventoryOptions {
  /** Where the inventory service answers `GET /machines`. */
  readonly baseUrl: string;
  /** Per-request time limit in milliseconds. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** Log lines name the call and the start of its filters, never the token. */
  readonly logger?: Logger;
}

/**
 * The inventory service over REST JSON: `GET /machines?plant=&organisation=&q=&page=&pageSize=`
 * with the caller's ID token as Bearer; the service decides whose machines the caller sees.
 */
export class HttpInventory implements Inventory {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly logger: Logger | undefined;

  constructor(options: HttpInventoryOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetch = options.fetch ?? fetch;
    this.logger = options.logger;
  }

  machines(request: InventoryRequest, callerToken: string): Promise<InventoryPage> {
    const query = new URLSearchParams();
    if (request.plant !== null) query.set('plant', request.plant);
    if (request.organisation !== null) query.set('organisation', request.organisation);
    if (request.text !== null) query.set('q', request.text);
    query.set('page', String(request.page));
    query.set('pageSize', String(request.pageSize));
    this.logger?.debug('inventory request', {
      request: requestLogLine('machines', Object.fromEntries(query)),
    });
    return getJson({
      service: 'Inventory',
      operation: 'machines',
      url: `${this.baseUrl}/machines?${query}`,
      headers: { authorization: `Bearer ${callerToken}` },
      schema: inventoryPageSchema,
      timeoutMs: this.timeoutMs,
      fetch: this.fetch,
    });
  }
}
