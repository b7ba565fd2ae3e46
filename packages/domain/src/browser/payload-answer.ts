import type { PageHead } from '../view/PageFrame';
import type { PagePayload, PageView, PageViewKind, PayloadAnswer } from '../view/PageView';

/** Every kind, checked by the compiler: a kind left out here would never hydrate. */
const everyViewKind = {
  content: true,
  'not-found': true,
  error: true,
  'password-gate': true,
  'style-guide': true,
  portal: true,
  editor: true,
  'sign-in-callback': true,
  'form-outcome': true,
  classification: true,
  product: true,
  service: true,
  stories: true,
  story: true,
  'story-contacts': true,
  'story-contact': true,
  'media-releases': true,
  'media-release': true,
  search: true,
} as const satisfies Record<PageViewKind, true>;

const viewKinds: ReadonlySet<string> = new Set(Object.keys(everyViewKind));

type Fields = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isView(value: unknown): value is PageView {
  return (
    isObject(value) &&
    typeof value['kind'] === 'string' &&
    viewKinds.has(value['kind'] as PageViewKind) &&
    typeof value['language'] === 'string' &&
    typeof value['homeHref'] === 'string'
  );
}

function isHead(value: unknown): value is PageHead {
  if (!isObject(value)) return false;
  const { title, description, canonical, alternates, openGraph, robots } = value;
  return (
    typeof title === 'string' &&
    typeof description === 'string' &&
    (canonical === null || typeof canonical === 'string') &&
    Array.isArray(alternates) &&
    alternates.every(
      (alternate) =>
        isObject(alternate) &&
        typeof alternate['hrefLang'] === 'string' &&
        typeof alternate['href'] === 'string',
    ) &&
    isObject(openGraph) &&
    typeof robots === 'string'
  );
}

/**
 * Reads a page payload (the HTML's embedded one or a fetched one). Only the envelope is checked:
 * the payload comes from this site's own server, and what is inside the view is the renderers'
 * business. `null` for anything else, so the caller falls back to a full page load.
 */
export function readPagePayload(json: unknown): PagePayload | null {
  if (!isObject(json)) return null;
  const { status, head, view } = json;
  if (typeof status !== 'number' || !isHead(head) || !isView(view)) return null;
  return { status, head, view };
}

/** Reads what `{page}/_payload.json` answered (spec public-site 7); `null` when malformed. */
export function readPayloadAnswer(json: unknown): PayloadAnswer | null {
  if (!isObject(json)) return null;
  if (json['kind'] === 'redirect') {
    const { location, external } = json;
    if (typeof location !== 'string' || location === '' || typeof external !== 'boolean') {
      return null;
    }
    return { kind: 'redirect', location, external };
  }
  if (json['kind'] !== 'page') return null;
  const payload = readPagePayload(json);
  return payload === null ? null : { kind: 'page', ...payload };
}

/**
 * A payload answer can send the browser on to another page; following more than this many in a row
 * is a loop, ended by a full page load that lets the server decide.
 */
export const maxClientRedirects = 5;
