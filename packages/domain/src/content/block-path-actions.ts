import { resolvePathLink } from '../routing/path-link';
import type { BodyBlock } from './BodyBlock';
import { blockLinks } from './block-links';

/**
 * Spec public-site 2.2: "An unknown action gives a warning that no such action exists". The
 * warnings of a page's action links naming no known action, each action once (such a link is not
 * drawn).
 */
export function unknownPathActionWarnings(blocks: readonly BodyBlock[]): readonly string[] {
  const warnings = new Set<string>();
  for (const block of blocks) {
    for (const link of blockLinks(block)) {
      if (link?.kind !== 'path') continue;
      const resolved = resolvePathLink(link.link);
      if (resolved.kind === 'warning') warnings.add(resolved.message);
    }
  }
  return [...warnings];
}
