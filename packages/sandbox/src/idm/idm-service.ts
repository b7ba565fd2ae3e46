import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { accessAction } from './idm-access-action';
import { userAnswer } from './idm-answer';
import { type IdmAuthenticate, type IdmCaller } from './idm-caller';
import { refuseInternalEmployee, saveRevision, type IdmContext } from './idm-context';
import { checkedUser, createUser, patchFailure } from './idm-create';
import { IdmFailure, idmErrors, idmMessages } from './idm-errors';
import { invite } from './idm-invite';
import { removeOrganisation } from './idm-organisation-removal';
import { changePassword, reauthHeader, touchesPassword } from './idm-password';
import { applyPatch, parsePatch } from './idm-patch';
import { queryPage, QueryParameterError } from './idm-query';
import type { ManagedUser } from './idm-records';
import { administeredOrganisations, mayReach } from './idm-scope';
import type { IdmStore } from './idm-store';
import { isTotpAction, totpAction } from './idm-totp-actions';
import { matchesQueryFilter, parseQueryFilter, QueryFilterError } from './query-filter';

export interface IdmServiceOptions {
  /**
   * The managed objects; the caller makes it (`new IdmStore(file, idmDemoData)`), because the
   * product's identity provider reads and signs users in from the same store.
   */
  readonly store: IdmStore;
  /** Checks the caller's access token (see `userinfoAuthenticate`). */
  readonly authenticate: IdmAuthenticate;
  /** The clock (epoch milliseconds), for invite expiry and codes; `Date.now` by default. */
  readonly now?: () => number;
}

const usersPath = '/openidm/managed/alpha_user';
const organisationsPath = '/openidm/managed/alpha_organization';
const maxBody = 100_000;

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The identity-management service stand-in, shaped like ForgeRock IDM's REST API for the managed
 * users and organisations of the `alpha` realm. Every call needs `Authorization: Bearer
 * <access token>`; the delegated-admin rules are enforced here, whatever the caller asks.
 */
export function createIdmService(options: IdmServiceOptions): RequestListener {
  const { store, authenticate } = options;
  const now = options.now ?? Date.now;
  return (request, response) => {
    handle(request, authenticate, store, now())
      .then(({ status, body }) => send(response, status, body))
      .catch((error: unknown) => {
        const body = error instanceof IdmFailure ? error.body : idmErrors.badRequest('Bad request');
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

/** The body as JSON; `undefined` for an empty one (actions that take none). */
async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBody) throw new IdmFailure(idmErrors.badRequest('Request body too large'));
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new IdmFailure(idmErrors.badRequest('The request body is not JSON'));
  }
}

function filterOf(params: URLSearchParams) {
  const text = params.get('_queryFilter');
  if (text === null) throw new IdmFailure(idmErrors.badRequest('A _queryFilter is required'));
  try {
    return parseQueryFilter(text);
  } catch (error) {
    if (error instanceof QueryFilterError) {
      throw new IdmFailure(idmErrors.badRequest(error.message));
    }
    throw error;
  }
}

function page(records: readonly object[], params: URLSearchParams) {
  try {
    return queryPage(records, params);
  } catch (error) {
    if (error instanceof QueryParameterError) {
      throw new IdmFailure(idmErrors.badRequest(error.message));
    }
    throw error;
  }
}

async function handle(
  request: IncomingMessage,
  authenticate: IdmAuthenticate,
  store: IdmStore,
  now: number,
): Promise<Answer> {
  const url = new URL(request.url ?? '/', 'http://idm.invalid');
  const header = request.headers.authorization ?? '';
  const token = /^Bearer (\S+)$/i.exec(header)?.[1];
  const caller: IdmCaller | undefined = token === undefined ? undefined : await authenticate(token);
  if (caller === undefined) throw new IdmFailure(idmErrors.unauthorized());
  const context: IdmContext = {
    caller,
    administered: administeredOrganisations(caller, store.user(caller.id)),
    store,
    now,
  };
  const answer = (user: ManagedUser) => userAnswer(user, store.secrets(user._id), now);
  const method = request.method ?? 'GET';
  const { pathname, searchParams: params } = url;

  if (pathname === organisationsPath && method === 'GET') {
    const filter = filterOf(params);
    const own = new Set([
      ...context.administered,
      ...(store.user(caller.id)?.memberOfOrgIDs ?? []),
    ]);
    const visible = store
      .organisations()
      .filter((organisation) => own.has(organisation._id))
      .filter((organisation) => matchesQueryFilter(filter, organisation));
    return { status: 200, body: page(visible, params) };
  }
  if (pathname === usersPath && method === 'GET') {
    const filter = filterOf(params);
    // The scope is applied outside the caller's filter, so no filter can widen it; the filter
    // sees what an answer would show (current statuses, `mfaEnabled`), never a secret.
    const visible = store
      .users()
      .filter((user) => mayReach(caller, context.administered, user))
      .map(answer)
      .filter((user) => matchesQueryFilter(filter, user));
    return { status: 200, body: page(visible, params) };
  }
  if (pathname === usersPath && method === 'POST') {
    const action = params.get('_action');
    if (action === 'create') {
      return { status: 201, body: answer(createUser(context, await readJson(request))) };
    }
    if (action === 'invite') {
      return { status: 201, body: answer(invite(context, await readJson(request))) };
    }
    throw new IdmFailure(idmErrors.badRequest('Unsupported action'));
  }
  const id = pathname.startsWith(`${usersPath}/`)
    ? decodeURIComponent(pathname.slice(usersPath.length + 1))
    : undefined;
  if (id === undefined || id === '' || id.includes('/')) throw new IdmFailure(idmErrors.notFound());
  const user = store.user(id);
  if (user === undefined) throw new IdmFailure(idmErrors.notFound());
  if (!mayReach(caller, context.administered, user)) {
    throw new IdmFailure(idmErrors.forbidden(idmMessages.accessDenied));
  }
  return { status: 200, body: await onUser(request, context, user, params) };
}

/** The calls on one user the caller reaches (404 and 403 are answered before). */
async function onUser(
  request: IncomingMessage,
  context: IdmContext,
  user: ManagedUser,
  params: URLSearchParams,
): Promise<unknown> {
  const { caller, administered, store, now } = context;
  const answer = (changed: ManagedUser) => userAnswer(changed, store.secrets(changed._id), now);
  const method = request.method ?? 'GET';
  if (method === 'GET') {
    const fields = new URLSearchParams({ _fields: params.get('_fields') ?? '' });
    return page([answer(user)], fields).result[0];
  }
  if (method === 'POST') {
    const action = params.get('_action') ?? '';
    const body = await readJson(request);
    if (isTotpAction(action)) {
      const result = await totpAction(action, context, user, body);
      return 'secret' in result ? result : answer(result);
    }
    if (action === 'access') return answer(accessAction(context, user, body));
    if (action === 'removeOrganisation') return answer(removeOrganisation(context, user, body));
    throw new IdmFailure(idmErrors.badRequest('Unsupported action'));
  }
  if (method === 'PATCH') {
    const operations = parsePatch(await readJson(request));
    if (typeof operations === 'string') throw new IdmFailure(idmErrors.badRequest(operations));
    if (touchesPassword(operations)) {
      const reauth = request.headers[reauthHeader];
      const current = typeof reauth === 'string' ? reauth : undefined;
      return answer(changePassword(context, user, operations, current));
    }
    if (user._id === caller.id) refuseInternalEmployee(context, user);
    const patched = applyPatch(user, operations, caller, administered);
    if (!patched.ok) throw patchFailure(patched.status, patched.message);
    const invitee = user.givenName === '' && user.sn === '';
    const next = checkedUser(context, patched.user, { invitee });
    return answer(saveRevision(store, user, next));
  }
  if (method === 'DELETE') {
    if (user._id === caller.id) refuseInternalEmployee(context, user);
    const before = answer(user);
    store.remove(user._id);
    return before;
  }
  throw new IdmFailure(idmErrors.badRequest('Unsupported request'));
}
