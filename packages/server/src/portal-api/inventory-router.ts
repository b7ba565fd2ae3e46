import { inventoryPageSize, parseInventoryQuery, portalRoles } from '@kmx/domain/portal';
import type { CallerVerifier, Inventory, Logger } from '@kmx/domain/ports';
import { Router } from 'express';
import { requireCaller, verifiedCaller } from './caller-check';
import { sendServiceFailure } from './portal-service-failure';

/**
 * `GET /api/inventory?plant=&organisation=&q=&page=` (spec portal 2): one page of the machines of
 * the caller's organisations, `{ inventory: InventoryPage }`, 25 a page, with each filter's
 * choices and counts. The address is read by the domain's rules (a bad parameter is ignored); the
 * inventory service is asked with the caller's verified ID token, so it decides whose machines the
 * caller sees. 401 without a valid token, 403 without the inventory role, 502/504 when the
 * inventory service fails.
 */
export function inventoryRouter(services: {
  readonly verifier: CallerVerifier;
  readonly inventory: Inventory;
  readonly logger: Logger;
}): Router {
  const { inventory, logger } = services;
  const router = Router();
  router.get(
    '/api/inventory',
    requireCaller(services.verifier, portalRoles.inventoryActive),
    async (request, response) => {
      const caller = verifiedCaller(response);
      const search = new URL(request.originalUrl, 'http://portal.invalid').searchParams;
      const query = parseInventoryQuery(search);
      try {
        const page = await inventory.machines(
          { ...query, pageSize: inventoryPageSize },
          caller.idToken,
        );
        response.json({ inventory: page });
      } catch (error) {
        sendServiceFailure(response, logger, 'inventory', error);
      }
    },
  );
  return router;
}
