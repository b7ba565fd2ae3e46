import { createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '@kmx/domain/ports';
import type { Config } from '../config/config';
import { DownloadLinks } from './DownloadLinks';

/**
 * The download links of this process, made once by the composition root. The key is derived from
 * `DOWNLOAD_LINK_SECRET` for this purpose alone; without it a random key is drawn, so a link made
 * by one instance opens nothing on another (set the variable behind a load balancer).
 */
export function downloadLinksFor(
  config: Pick<Config, 'downloadLinkSecret'>,
  clock: Clock,
): DownloadLinks {
  const base = config.downloadLinkSecret ?? randomBytes(32);
  return new DownloadLinks(
    createHmac('sha256', base).update('kmx wire-flow download links').digest(),
    clock,
  );
}
