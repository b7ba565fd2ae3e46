import { delegatedAdminRoles } from './idm-records';

/** Who calls, as the identity provider vouches for the access token. */
export interface IdmCaller {
  readonly id: string;
  readonly roles: readonly string[];
}

export function isDelegatedAdmin(caller: IdmCaller): boolean {
  return caller.roles.some((role) => delegatedAdminRoles.includes(role));
}

export type IdmAuthenticate = (accessToken: string) => Promise<IdmCaller | undefined>;

/** The parts of a userinfo answer this service needs, checked by hand (no zod in the sandbox). */
function callerOf(body: unknown): IdmCaller | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { sub, roles } = body as { sub?: unknown; roles?: unknown };
  if (typeof sub !== 'string' || sub === '' || !Array.isArray(roles)) return undefined;
  const texts = roles.filter((role): role is string => typeof role === 'string');
  return texts.length === roles.length ? { id: sub, roles: texts } : undefined;
}

/**
 * The embedded provider (`oidc-provider` without resource indicators) issues opaque access
 * tokens, so they are checked by asking its userinfo endpoint. `roles` is released only with the
 * `fr:idm:*` scope (see `claimsByScope`): an answer without it means a token lacking that scope.
 */
export function userinfoAuthenticate(issuer: string): IdmAuthenticate {
  return async (accessToken) => {
    const response = await fetch(`${issuer}/userinfo`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!response.ok) {
      await response.arrayBuffer();
      return undefined;
    }
    return callerOf(await response.json().catch(() => undefined));
  };
}
