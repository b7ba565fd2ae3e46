import { readPagePayload } from '@kmx/domain/browser';
import { type PageView } from '@kmx/domain/view';
import type { ShownPage } from './ShownPage';

function isBareView(json: unknown): json is PageView {
  if (typeof json !== 'object' || json === null) return false;
  const { kind, language } = json as Record<string, unknown>;
  return typeof kind === 'string' && typeof language === 'string';
}

/**
 * Reads the page the server embedded for hydration: a whole payload `{status, head, view}`, or a
 * bare view as older servers wrote it. `null` when there is nothing usable.
 */
export function readEmbeddedPage(text: string | null | undefined): ShownPage | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const payload = readPagePayload(json);
  if (payload !== null) return payload;
  return isBareView(json) ? { status: 200, head: null, view: json } : null;
}
