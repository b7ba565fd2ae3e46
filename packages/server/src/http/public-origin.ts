import type { Request } from 'express';
import type { Config } from '../config/config';

/**
 * The origin visitors use: `PUBLIC_ORIGIN`, else `http://localhost:{port}` as for the embedded
 * identity provider. Never the request's Host header, which the client chooses.
 */
export function publicOriginOf(config: Pick<Config, 'publicOrigin'>, request: Request): string {
  return config.publicOrigin ?? `http://localhost:${request.socket.localPort ?? 80}`;
}
