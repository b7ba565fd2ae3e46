/**
 * What a worker asks its primary: the embedded identity provider for the product's origin (known
 * once the worker listens; the same for every worker on the port).
 */
export interface IdentityWanted {
  readonly kind: 'kmx:identity-wanted';
  readonly origin: string;
}

/** The primary's answer: the provider is mounted on its loopback server, or could not be. */
export type IdentityAnswer =
  | { readonly kind: 'kmx:identity-ready' }
  | { readonly kind: 'kmx:identity-failed'; readonly message: string };

/**
 * A worker's announcement of where the content service's purges go (its `/api/cache/purge`, the
 * same for every worker on the port): the primary runs the sandbox that sends them.
 */
export interface PurgeEndpointAnnounced {
  readonly kind: 'kmx:purge-endpoint';
  readonly endpoint: { readonly url: string; readonly secret: string };
}

export function isPurgeEndpointAnnounced(message: unknown): message is PurgeEndpointAnnounced {
  const value = message as Partial<PurgeEndpointAnnounced> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    value.kind === 'kmx:purge-endpoint' &&
    typeof value.endpoint?.url === 'string' &&
    typeof value.endpoint.secret === 'string'
  );
}

export function isIdentityWanted(message: unknown): message is IdentityWanted {
  const value = message as Partial<IdentityWanted> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    value.kind === 'kmx:identity-wanted' &&
    typeof value.origin === 'string'
  );
}

export function isIdentityAnswer(message: unknown): message is IdentityAnswer {
  const kind = (message as { kind?: unknown } | null)?.kind;
  return kind === 'kmx:identity-ready' || kind === 'kmx:identity-failed';
}
