import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../config/config';
import { FormStartTokens } from './FormStartTokens';
import { WhitepaperLinks } from './WhitepaperLinks';

export interface FormKeys {
  readonly startTokens: FormStartTokens;
  readonly whitepaperLinks: WhitepaperLinks;
}

/**
 * The forms' signing keys, derived from `COOKIE_SECRET` for each purpose alone, as the editor
 * access's is; without it a random base is drawn, so tokens end with a restart and are not shared
 * between instances (set the variable behind a load balancer).
 */
export function formKeysFor(config: Pick<Config, 'cookieSecret'>): FormKeys {
  const base = config.cookieSecret ?? randomBytes(32);
  const derive = (purpose: string) => createHmac('sha256', base).update(purpose).digest();
  return {
    startTokens: new FormStartTokens(derive('kmx form start\0')),
    whitepaperLinks: new WhitepaperLinks(derive('kmx whitepaper links\0')),
  };
}
