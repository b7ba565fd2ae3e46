import type { IdmCaller } from './idm-caller';
import type { ManagedUser } from './idm-records';

/** One operation of IDM's patch format. */
export interface PatchOperation {
  readonly operation: 'replace' | 'add' | 'remove';
  readonly field: string;
  readonly value?: unknown;
}

/** Properties a patch may touch; `_id`, `_rev` and `userName` are the service's own. */
const patchable = new Set([
  'givenName',
  'sn',
  'mail',
  'telephoneNumber',
  'postalAddress',
  'company',
  'postalCode',
  'city',
  'country',
  'preferredLanguage',
  'subRegion',
  'accountStatus',
  'roles',
  'memberOfOrgIDs',
  'applications',
]);
const listProperties = new Set(['roles', 'memberOfOrgIDs', 'applications']);

type PatchResult =
  | { readonly ok: true; readonly user: ManagedUser }
  | { readonly ok: false; readonly status: 400 | 403; readonly message: string };

/** Reads a request body as patch operations; a message for anything else. */
export function parsePatch(body: unknown): PatchOperation[] | string {
  if (!Array.isArray(body)) return 'The patch must be an array of operations';
  const operations: PatchOperation[] = [];
  for (const item of body as unknown[]) {
    if (typeof item !== 'object' || item === null) return 'Invalid patch operation';
    const { operation, field, value } = item as Record<string, unknown>;
    if (operation !== 'replace' && operation !== 'add' && operation !== 'remove') {
      return 'Unsupported patch operation';
    }
    if (typeof field !== 'string') return 'Invalid patch field';
    operations.push({ operation, field, value });
  }
  return operations;
}

/**
 * Applies `operations` to `user` for `caller`, enforcing who may change what: a user never adds
 * roles to themselves; organisation memberships and application accesses change only within
 * the organisations the caller administers.
 */
export function applyPatch(
  user: ManagedUser,
  operations: readonly PatchOperation[],
  caller: IdmCaller,
  administered: ReadonlySet<string>,
): PatchResult {
  let next: Record<string, unknown> = { ...user };
  for (const { operation, field, value } of operations) {
    // `/roles/-` appends to a list as in JSON Patch.
    const [, property = '', index] = /^\/?([A-Za-z_]+)(?:\/(-|\d+))?$/.exec(field) ?? [];
    if (!patchable.has(property)) {
      return { ok: false, status: 400, message: `Cannot patch ${field}` };
    }
    const current = next[property];
    if (index !== undefined) {
      if (!listProperties.has(property) || !Array.isArray(current)) {
        return { ok: false, status: 400, message: `Cannot patch ${field}` };
      }
      const list = [...(current as unknown[])];
      if (operation === 'remove') list.splice(index === '-' ? list.length - 1 : Number(index), 1);
      else if (index === '-' || operation === 'add') {
        list.splice(index === '-' ? list.length : Number(index), 0, value);
      } else list[Number(index)] = value;
      next = { ...next, [property]: list };
    } else if (operation === 'remove') {
      next = { ...next, [property]: listProperties.has(property) ? [] : undefined };
    } else if (operation === 'add' && listProperties.has(property) && Array.isArray(current)) {
      next = { ...next, [property]: [...(current as unknown[]), ...[value].flat()] };
    } else {
      next = { ...next, [property]: value };
    }
  }
  const patched = Object.fromEntries(
    Object.entries(next).filter(([, value]) => value !== undefined),
  ) as unknown as ManagedUser;
  const refusal = refusalOf(user, patched, caller, administered);
  return refusal === undefined
    ? { ok: true, user: patched }
    : { ok: false, status: 403, message: refusal };
}

function refusalOf(
  before: ManagedUser,
  after: ManagedUser,
  caller: IdmCaller,
  administered: ReadonlySet<string>,
): string | undefined {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const added = (list: unknown, previous: readonly string[]) =>
    strings(list).filter((item) => !previous.includes(item));
  if (before._id === caller.id && added(after.roles, before.roles).length > 0) {
    return 'You cannot raise your own roles';
  }
  if (before._id !== caller.id && administered.size === 0) return 'Access denied';
  // Roles follow the application accesses (`accessRoles`), changed only by the access actions:
  // a patch of them would let an administrator hand out any role, delegated administration too.
  const sameRoles =
    strings(after.roles).length === before.roles.length &&
    before.roles.every((role, index) => strings(after.roles)[index] === role);
  if (!sameRoles) return 'Roles follow the application accesses';
  const beforeOrgs = before.memberOfOrgIDs;
  const afterOrgs = strings(after.memberOfOrgIDs);
  const changedOrgs = [
    ...afterOrgs.filter((id) => !beforeOrgs.includes(id)),
    ...beforeOrgs.filter((id) => !afterOrgs.includes(id)),
  ];
  if (changedOrgs.some((id) => !administered.has(id))) {
    return 'You do not administer this organisation';
  }
  const organisationsOf = (list: unknown) =>
    (Array.isArray(list) ? (list as unknown[]) : []).map((entry) =>
      typeof entry === 'object' && entry !== null
        ? JSON.stringify(entry)
        : JSON.stringify({ entry }),
    );
  const beforeAccess = organisationsOf(before.applications);
  const afterAccess = organisationsOf(after.applications);
  const changedAccess = [
    ...afterAccess.filter((entry) => !beforeAccess.includes(entry)),
    ...beforeAccess.filter((entry) => !afterAccess.includes(entry)),
  ].map((entry) => (JSON.parse(entry) as { organisationId?: unknown }).organisationId);
  if (changedAccess.some((id) => typeof id !== 'string' || !administered.has(id))) {
    return 'You do not administer this organisation';
  }
  // The roles follow the accesses (the access actions, which refuse raising one's own).
  if (before._id === caller.id && changedAccess.length > 0)
    return 'You cannot raise your own roles';
  return undefined;
}
