import { createHash } from 'node:crypto';
import type { ClientAssets } from '../render/client-assets';

/** What `/builds/latest.json` answers (spec public-site 4: new release detection). */
export interface BuildInfo {
  /** Changes whenever the browser bundle does. */
  readonly id: string;
  /** When the bundle was built, in milliseconds since the epoch. */
  readonly timestamp: number;
}

/**
 * The entry file's name carries the bundle's content hash, so a hash of it changes exactly when
 * the bundle does, and every instance serving the same bundle gives the same id.
 */
export function buildInfo(assets: Pick<ClientAssets, 'entry' | 'builtAt'>): BuildInfo {
  return {
    id: createHash('sha256').update(assets.entry).digest('hex').slice(0, 16),
    timestamp: assets.builtAt,
  };
}
