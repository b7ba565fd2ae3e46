import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { type IdmAuthenticate, type IdmCaller } from './idm-caller';
import { idmDemoData } from './idm-demo-data';
import { idmErrors, type IdmError } from './idm-errors';
import { applyPatch, parsePatch } from './idm-patch';
import { userPolicyFailures } from './idm-policies';
import { queryPage, QueryParameterError } from './idm-query';
import type { ManagedUser } from './idm-records';
import { administeredOrganisations, mayReach } from './idm-scope';
import { IdmStore } from './idm-store';
import { matchesQueryFilter, parseQueryFilter, QueryFilterError } from './query-filter';

export interface IdmServiceOptions {
  /** The JSON file the managed objects are kept in; created with the demo data when missing. */
  readonly dataFile: string;
  /** Checks the caller's access token (see `userinfoAuthenticate`). */
  readonly authenticate: IdmAuthenticate;
}

const usersPath = '/openidm/managed/alpha_user';
const organisationsPath = '/openidm/managed/alpha_organization';
const maxBody = 100_000;

class HttpError extends Error {
  constructor(readonly body: IdmError) {
    super(body.message);
  }
}

/**
 * The identity-management service stand-in, shaped like ForgeRock IDM's REST API for the managed
 * users and organisations of the `alpha` realm. Every call needs `Authorization: Bearer
 * <access token>`; the delegated-admin rules are enforced here, whatever the caller asks.
 */
export function createIdmService(options: IdmServiceOptions): RequestListener {
  const store = new IdmStore(options.dataFile, idmDemoData);
  return (request, response) => {
    handle(request, options.authenticate, store)
      .then(({ status, body }) => send(response, status, body))
      .catch((error: unknown) => {
        const body = error instanceof HttpError ? error.body : idmErrors.badRequest('Bad request');
        send(response, body.code, body);
      });
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBody) throw new HttpError(idmErrors.badRequest('Request body too large'));
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new HttpError(idmErrors.badRequest('The request body is not JSON'));
  }
}

function filterOf(params: URLSearchParams) {
  const text = params.get('_queryFilter');
  if (text === null) throw new HttpError(idmErrors.badRequest('A _queryFilter is required'));
  try {
    return parseQueryFilter(text);
  } catch (error) {
    if (error instanceof QueryFilterError) throw new HttpError(idmErrors.badRequest(error.message));
    throw error;
  }
}

function page(records: readonly object[], params: URLSearchParams) {
  try {
    return queryPage(records, params);
  } catch (error) {
    if (error instanceof QueryParameterError) {
      throw new HttpError(idmErrors.badRequest(error.message));
    }
    throw error;
  }
}

function checked(user: ManagedUser, store: IdmStore): ManagedUser {
  const others = store.users().filter((other) => other._id !== user._id);
  const failures = userPolicyFailures(user, others);
  if (failures.length > 0) throw new HttpError(idmErrors.policy(failures));
  return user;
}

async function handle(
  request: IncomingMessage,
  authenticate: IdmAuthenticate,
  store: IdmStore,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(request.url ?? '/', 'http://idm.invalid');
  const header = request.headers.authorization ?? '';
  const token = /^Bearer (\S+)$/i.exec(header)?.[1];
  const caller: IdmCaller | undefined = token === undefined ? undefined : await authenticate(token);
  if (caller === undefined) throw new HttpError(idmErrors.unauthorized());
  const administered = administeredOrganisations(caller, store.user(caller.id));
  const reachable = (user: ManagedUser) => mayReach(caller, administered, user);
  const method = request.method ?? 'GET';
  const { pathname, searchParams: params } = url;

  if (pathname === organisationsPath && method === 'GET') {
    const filter = filterOf(params);
    const own = new Set([...administered, ...(store.user(caller.id)?.memberOfOrgIDs ?? [])]);
    const visible = store
      .organisations()
      .filter((organisation) => own.has(organisation._id))
      .filter((organisation) => matchesQueryFilter(filter, organisation));
    return { status: 200, body: page(visible, params) };
  }
  if (pathname === usersPath && method === 'GET') {
    const filter = filterOf(params);
    // The scope is applied outside the caller's filter, so no filter can widen it.
    const visible = store
      .users()
      .filter((user) => reachable(user) && matchesQueryFilter(filter, user));
    return { status: 200, body: page(visible, params) };
  }
  if (pathname === usersPath && method === 'POST') {
    if (params.get('_action') !== 'create') {
      throw new HttpError(idmErrors.badRequest('Unsupported action'));
    }
    return { status: 201, body: create(await readJson(request), caller, administered, store) };
  }
  const id = pathname.startsWith(`${usersPath}/`)
    ? decodeURIComponent(pathname.slice(usersPath.length + 1))
    : undefined;
  if (id === undefined || id === '' || id.includes('/')) throw new HttpError(idmErrors.notFound());
  const user = store.user(id);
  if (user === undefined) throw new HttpError(idmErrors.notFound());
  if (!reachable(user)) throw new HttpError(idmErrors.forbidden('Access denied'));
  if (method === 'GET') {
    const [picked] = page(
      [user],
      new URLSearchParams({ _fields: params.get('_fields') ?? '' }),
    ).result;
    return { status: 200, body: picked };
  }
  if (method === 'PATCH') {
    const operations = parsePatch(await readJson(request));
    if (typeof operations === 'string') throw new HttpError(idmErrors.badRequest(operations));
    const patched = applyPatch(user, operations, caller, administered);
    if (!patched.ok) {
      throw new HttpError(
        patched.status === 400
          ? idmErrors.badRequest(patched.message)
          : idmErrors.forbidden(patched.message),
      );
    }
    const next = checked({ ...patched.user, _rev: String(Number(user._rev) + 1) }, store);
    store.put(next);
    return { status: 200, body: next };
  }
  if (method === 'DELETE') {
    store.remove(user._id);
    return { status: 200, body: user };
  }
  throw new HttpError(idmErrors.badRequest('Unsupported request'));
}

function create(
  body: unknown,
  caller: IdmCaller,
  administered: ReadonlySet<string>,
  store: IdmStore,
): ManagedUser {
  if (administered.size === 0) throw new HttpError(idmErrors.forbidden('Access denied'));
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(idmErrors.badRequest('The user must be an object'));
  }
  const fields = body as Record<string, unknown>;
  const blank: ManagedUser = {
    _id: randomUUID(),
    _rev: '1',
    userName: '',
    givenName: '',
    sn: '',
    mail: '',
    accountStatus: 'active',
    roles: [],
    memberOfOrgIDs: [],
    applications: [],
  };
  const operations = Object.entries(fields)
    .filter(([name]) => !['_id', '_rev', 'userName'].includes(name))
    .map(([name, value]) => ({ operation: 'replace' as const, field: `/${name}`, value }));
  const patched = applyPatch(blank, operations, caller, administered);
  if (!patched.ok) {
    throw new HttpError(
      patched.status === 400
        ? idmErrors.badRequest(patched.message)
        : idmErrors.forbidden(patched.message),
    );
  }
  if (patched.user.memberOfOrgIDs.length === 0) {
    throw new HttpError(
      idmErrors.policy([
        { property: 'memberOfOrgIDs', policyRequirements: [{ policyRequirement: 'REQUIRED' }] },
      ]),
    );
  }
  const user = checked({ ...patched.user, userName: patched.user.mail }, store);
  store.put(user);
  return user;
}
