import type { RequestListener, ServerResponse } from 'node:http';
import { bearerClaims } from '../http/bearer-claims';
import { inventoryData, type InventoryData } from './inventory-data';
import { searchMachines } from './inventory-search';
import { checkMachineSearch } from './machine-search-request';

function send(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'private, no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/**
 * The inventory service stand-in, REST JSON: `GET /machines?plant=&organisation=&q=&page=&pageSize=`
 * with the caller's ID token as `Authorization: Bearer …` answers an `InventoryPage` of the
 * machines of the organisations the caller belongs to (its `org` claim and the membership table).
 * Without a token 401, a bad query 400, each with `{ error }`.
 */
export function createInventoryService(data: InventoryData = inventoryData()): RequestListener {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://inventory.invalid');
    if (url.pathname !== '/machines') {
      send(response, 404, { error: `No such path: ${url.pathname}` });
      return;
    }
    if (request.method !== 'GET') {
      send(response, 405, { error: 'Use GET' }, { allow: 'GET' });
      return;
    }
    const claims = bearerClaims(request.headers.authorization);
    if (claims === null) {
      send(response, 401, { error: 'Authentication required' });
      return;
    }
    const check = checkMachineSearch(url.searchParams);
    if (!check.ok) {
      send(response, 400, { error: check.error });
      return;
    }
    send(response, 200, searchMachines(data, claims, check.search));
  };
}
