import type { IdmCaller } from './idm-caller';
import { IdmFailure, idmErrors, idmMessages } from './idm-errors';
import { internalEmployeeRole, type ManagedUser } from './idm-records';
import type { IdmStore } from './idm-store';

/** What every rule needs to know of one request. */
export interface IdmContext {
  readonly caller: IdmCaller;
  /** The organisations the caller administers (see `administeredOrganisations`). */
  readonly administered: ReadonlySet<string>;
  readonly store: IdmStore;
  /** Epoch milliseconds of the request. */
  readonly now: number;
}

/** Refuses anyone but the user themselves (devices and passwords are personal). */
export function requireSelf(context: IdmContext, user: ManagedUser): void {
  if (user._id !== context.caller.id) {
    throw new IdmFailure(idmErrors.forbidden(idmMessages.accessDenied));
  }
}

/**
 * Spec portal 1 and 6: an internal employee's account is managed internally, so they may not
 * change it here (reset of the device excepted). Either the token or the record naming the role
 * makes one.
 */
export function refuseInternalEmployee(context: IdmContext, user: ManagedUser): void {
  if (
    context.caller.roles.includes(internalEmployeeRole) ||
    user.roles.includes(internalEmployeeRole)
  ) {
    throw new IdmFailure(idmErrors.forbidden(idmMessages.internalEmployee));
  }
}

export function requireAdministered(context: IdmContext, organisationId: string): void {
  if (!context.administered.has(organisationId)) {
    throw new IdmFailure(idmErrors.forbidden(idmMessages.notAdministered));
  }
}

/** A request body that has to be a JSON object; 400 otherwise. */
export function objectBody(body: unknown): Readonly<Record<string, unknown>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new IdmFailure(idmErrors.badRequest('The request body must be an object'));
  }
  return body as Record<string, unknown>;
}

/** Stores `next` as the following revision of `before`, and answers it. */
export function saveRevision(store: IdmStore, before: ManagedUser, next: ManagedUser): ManagedUser {
  const saved = { ...next, _rev: String(Number(before._rev) + 1) };
  store.put(saved);
  return saved;
}
