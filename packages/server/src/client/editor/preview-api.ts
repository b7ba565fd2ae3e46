import { draftPageDocument } from '@kmx/adapters/draft-queries';
import { payloadPath, readPayloadAnswer } from '@kmx/domain/browser';
import type { BodyBlock } from '@kmx/domain/content';
import { editorRequestHeader, editorRequestHeaderValue, type EditorSite } from '@kmx/domain/editor';
import { buildLink } from '@kmx/domain/routing';
import type { KnownBlockType, PreviewBlock, PreviewPage } from '@kmx/ui/editor';
import type { EditorFetch } from './editor-api';

/** The proxy's refusal of a protected page (spec public-site 6), by its message. */
const protectedRefusal = 'Protected pages cannot be previewed as drafts';
/** The proxy's refusal of a caller without editor access: the session has ended. */
const noEditorAccess = 'Draft content needs editor access';

/** How reading a page for the preview ended. */
export type PreviewOutcome =
  | { readonly kind: 'loaded'; readonly page: PreviewPage }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'protected' }
  /** The editor session has ended: the password form comes back. */
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'failed' };

export interface PreviewApi {
  /** The page's draft through the draft proxy. */
  draftPage(
    path: string,
    site: EditorSite,
    language: string,
    signal?: AbortSignal,
  ): Promise<PreviewOutcome>;
  /** The page as visitors get it: its public payload. */
  publishedPage(
    path: string,
    site: EditorSite,
    language: string,
    signal?: AbortSignal,
  ): Promise<PreviewOutcome>;
}

// Every kind of the content model but `Unknown`; the compiler keeps this list complete.
const knownBlockTypes = {
  RichText: true,
  FlashMessage: true,
  Image: true,
  Video: true,
  Gallery: true,
  Teaser: true,
  Teasers: true,
  Table: true,
  Accordion: true,
  ProductList: true,
  Downloads: true,
  ContactTeaser: true,
  Quote: true,
  LicenceRequestForm: true,
  WhitepaperForm: true,
  Hero: true,
  KeyFigures: true,
} as const satisfies Record<KnownBlockType, true>;

function isKnown(type: string): type is KnownBlockType {
  return Object.hasOwn(knownBlockTypes, type);
}

type Fields = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A block as the preview shows it, from its kind (`Image`) and, for text, its markup. */
function previewBlock(id: string, type: string, html: unknown): PreviewBlock {
  if (!isKnown(type)) return { id, kind: 'unknown', typeName: type };
  if (type === 'RichText' && typeof html === 'string') return { id, kind: 'text', html };
  return { id, kind: 'outline', type };
}

/** The draft query's page (`ImageBlock` is the kind `Image`); `null` when it is malformed. */
function draftPageOf(page: Fields): PreviewPage | null {
  const { title, description, blocks } = page;
  if (typeof title !== 'string' || !Array.isArray(blocks)) return null;
  const shown: PreviewBlock[] = [];
  for (const [index, block] of (blocks as unknown[]).entries()) {
    if (!isObject(block) || typeof block['__typename'] !== 'string') return null;
    const id = typeof block['id'] === 'string' ? block['id'] : `block-${index}`;
    const type = block['__typename'].replace(/Block$/, '') || block['__typename'];
    shown.push(previewBlock(id, type, block['html']));
  }
  return { title, description: typeof description === 'string' ? description : '', blocks: shown };
}

function publishedBlock(block: BodyBlock): PreviewBlock {
  if (block.type === 'Unknown') return { id: block.id, kind: 'unknown', typeName: block.typeName };
  return previewBlock(block.id, block.type, block.type === 'RichText' ? block.html : null);
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

const aborted = (signal: AbortSignal | undefined) => signal?.aborted === true;

export function createPreviewApi(fetchFn: EditorFetch): PreviewApi {
  return {
    async draftPage(path, site, language, signal) {
      let response: Response;
      try {
        response = await fetchFn('/api/draft-proxy', {
          method: 'POST',
          cache: 'no-store',
          credentials: 'same-origin',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            [editorRequestHeader]: editorRequestHeaderValue,
          },
          body: JSON.stringify({
            query: draftPageDocument,
            variables: { path, siteId: site.id, language },
          }),
          ...(signal && { signal }),
        });
      } catch (error) {
        if (aborted(signal)) throw error;
        return { kind: 'failed' };
      }
      const body = await jsonOf(response);
      if (response.status === 401) return { kind: 'signed-out' };
      if (response.status === 403 && isObject(body)) {
        if (body['error'] === protectedRefusal) return { kind: 'protected' };
        if (body['error'] === noEditorAccess) return { kind: 'signed-out' };
      }
      if (!response.ok || !isObject(body) || !isObject(body['data'])) return { kind: 'failed' };
      const page = body['data']['page'];
      if (page === null) return { kind: 'not-found' };
      const shown = isObject(page) ? draftPageOf(page) : null;
      return shown === null ? { kind: 'failed' } : { kind: 'loaded', page: shown };
    },

    async publishedPage(path, site, language, signal) {
      const pageUrl = buildLink(path, { localeCode: language, siteSlug: site.slug });
      let response: Response;
      try {
        response = await fetchFn(payloadPath(pageUrl), {
          cache: 'no-store',
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
          ...(signal && { signal }),
        });
      } catch (error) {
        if (aborted(signal)) throw error;
        return { kind: 'failed' };
      }
      // A missing page is a page too (the not-found view), so the body is read whatever the status.
      const answer = readPayloadAnswer(await jsonOf(response));
      if (answer === null) return { kind: 'failed' };
      // A redirect: the address is no page of its own in this stage.
      if (answer.kind === 'redirect') return { kind: 'not-found' };
      const { view } = answer;
      switch (view.kind) {
        case 'content': {
          const { page } = view;
          if (!isObject(page) || typeof page.title !== 'string' || !Array.isArray(page.blocks)) {
            return { kind: 'failed' };
          }
          return {
            kind: 'loaded',
            page: {
              title: page.title,
              description: typeof page.description === 'string' ? page.description : '',
              blocks: page.blocks
                .filter((block) => isObject(block) && typeof block['type'] === 'string')
                .map(publishedBlock),
            },
          };
        }
        case 'not-found':
          return { kind: 'not-found' };
        case 'password-gate':
          return { kind: 'protected' };
        default:
          return { kind: 'failed' };
      }
    },
  };
}
