import type { TranslationChange } from '@kmx/domain/content';
import type { ContentStage } from '@kmx/domain/ports';
import {
  editorRequestHeader,
  editorRequestHeaderValue,
  type EditorNavigation,
} from '@kmx/domain/editor';

/** How the password form's sign-in ended (spec public-site 4, 5). */
export type EditorSignInOutcome =
  | { readonly kind: 'accepted' }
  /** The spec's wrong-password flag. */
  | { readonly kind: 'wrong-password' }
  /** Too many wrong passwords from this address: try again after the wait. */
  | { readonly kind: 'limited'; readonly retryAfterSeconds: number }
  | { readonly kind: 'failed' };

/** Why an editor call failed: the session ended, the site or page is unknown, or anything else. */
export type EditorCallFailure = 'signed-out' | 'not-found' | 'failed';

export class EditorCallError extends Error {
  constructor(
    readonly reason: EditorCallFailure,
    message: string,
  ) {
    super(message);
    this.name = 'EditorCallError';
  }
}

/**
 * The editor area's calls (spec public-site 7). Each answer of a translation call carries the
 * page's targets, source language and last source edit.
 */
export interface EditorApi {
  signIn(password: string): Promise<EditorSignInOutcome>;
  /** Rejects when the server did not confirm the sign-out. */
  signOut(): Promise<void>;
  navigation(
    siteId: string,
    language: string,
    stage: ContentStage,
    signal?: AbortSignal,
  ): Promise<EditorNavigation>;
  translationState(pageId: string, signal?: AbortSignal): Promise<TranslationChange>;
  startTranslation(pageId: string): Promise<TranslationChange>;
  resetTranslation(pageId: string): Promise<TranslationChange>;
}

export type EditorFetch = (input: string, init?: RequestInit) => Promise<Response>;

type Fields = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Small guards instead of a schema library: the server is ours and checks what it sends; these
// only make sure a proxy's error page or a truncated answer is never taken for data.
function isNavigation(value: unknown): value is EditorNavigation {
  return (
    isObject(value) &&
    typeof value['siteId'] === 'string' &&
    Array.isArray(value['items']) &&
    Array.isArray(value['otherPages'])
  );
}

function isTranslationChange(value: unknown): value is TranslationChange {
  return (
    isObject(value) &&
    typeof value['sourceLanguage'] === 'string' &&
    Array.isArray(value['targetLanguages']) &&
    (value['sourceEditedAt'] === null || typeof value['sourceEditedAt'] === 'string')
  );
}

function failureOf(status: number): EditorCallFailure {
  if (status === 401) return 'signed-out';
  if (status === 404) return 'not-found';
  return 'failed';
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

export function createEditorApi(fetchFn: EditorFetch): EditorApi {
  async function call<T>(
    url: string,
    guard: (value: unknown) => value is T,
    init: RequestInit = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetchFn(url, {
        cache: 'no-store',
        credentials: 'same-origin',
        ...init,
        headers: { accept: 'application/json', [editorRequestHeader]: editorRequestHeaderValue },
      });
    } catch (error) {
      if (init.signal?.aborted === true) throw error;
      throw new EditorCallError('failed', `${url} could not be reached`);
    }
    if (!response.ok) {
      throw new EditorCallError(failureOf(response.status), `${url} answered ${response.status}`);
    }
    const body = await jsonOf(response);
    if (!guard(body)) throw new EditorCallError('failed', `${url} answered something unexpected`);
    return body;
  }

  const translation = (action: 'state' | 'start' | 'reset', pageId: string, signal?: AbortSignal) =>
    call(
      `/api/translation/${action}/${encodeURIComponent(pageId)}`,
      isTranslationChange,
      signal === undefined ? {} : { signal },
    );

  return {
    async signIn(password) {
      let response: Response;
      try {
        response = await fetchFn('/api/editor-area-autentication', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ input: password }),
        });
      } catch {
        return { kind: 'failed' };
      }
      if (response.status === 429) {
        const wait = Number(response.headers.get('retry-after'));
        return {
          kind: 'limited',
          retryAfterSeconds: Number.isFinite(wait) && wait > 0 ? wait : 60,
        };
      }
      const body = response.ok ? await jsonOf(response) : null;
      if (!isObject(body) || typeof body['success'] !== 'boolean') return { kind: 'failed' };
      return body['success'] ? { kind: 'accepted' } : { kind: 'wrong-password' };
    },
    async signOut() {
      const response = await fetchFn('/api/editor-area-logout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new EditorCallError('failed', `sign-out answered ${response.status}`);
    },
    navigation(siteId, language, stage, signal) {
      const query = new URLSearchParams({ lang: language, stage });
      return call(
        `/api/site-navigation/editor/${encodeURIComponent(siteId)}?${query}`,
        isNavigation,
        signal === undefined ? {} : { signal },
      );
    },
    translationState: (pageId, signal) => translation('state', pageId, signal),
    startTranslation: (pageId) => translation('start', pageId),
    resetTranslation: (pageId) => translation('reset', pageId),
  };
}
