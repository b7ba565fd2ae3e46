import { randomBytes } from 'node:crypto';
import type { Config } from '../config/config';
import { embeddedSandboxRuns } from '../config/embedded-sandbox-runs';

/** The header `POST /api/cache/purge` reads the secret from (README). */
export const purgeSecretHeader = 'x-cache-purge-secret';

/**
 * The purge secret in force: `CACHE_PURGE_SECRET`; else, while the embedded sandbox runs, a random
 * one drawn once for this process and handed to the sandbox's content service; else none, and the
 * endpoint answers 503.
 */
export function purgeSecretFor(
  config: Parameters<typeof embeddedSandboxRuns>[0] & Pick<Config, 'cachePurgeSecret'>,
  draw: () => string = () => randomBytes(32).toString('base64url'),
): string | null {
  if (config.cachePurgeSecret !== undefined) return config.cachePurgeSecret;
  return embeddedSandboxRuns(config) ? draw() : null;
}
