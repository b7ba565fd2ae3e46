import type { EditorAddress, EditorChoice } from '@kmx/domain/editor';
import type { PageView } from '@kmx/domain/view';
import type { EditorMessages } from '@kmx/ui/editor';
import type { EditorApi } from './editor-api';

export type EditorView = Extract<PageView, { kind: 'editor' }>;

/** Timers the screens use (polling while a language is in progress); fake ones in tests. */
export interface EditorTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What every screen of the signed-in editor area gets. */
export interface EditorScreenContext {
  readonly view: EditorView;
  readonly editorMessages: EditorMessages;
  readonly api: EditorApi;
  /** The address as the screens read it; the screen's state lives there. */
  readonly address: EditorAddress;
  /** The site and language the address shows, resolved against `view.sites`. */
  readonly choice: EditorChoice;
  /**
   * Changes the address: `push` (the default) adds a history entry, `replace` rewrites this one.
   * The change is merged into the current address.
   */
  readonly go: (change: Partial<EditorAddress>, how?: 'push' | 'replace') => void;
  /** The `href` of the area with these changes, for real links (new tab, copy link). */
  readonly hrefOf: (change: Partial<EditorAddress>) => string;
  /** A call answered 401: the session has ended, the password form comes back. */
  readonly sessionEnded: () => void;
  readonly timers: EditorTimers;
  readonly now: () => Date;
  /** Reports an unexpected failure to the console (never a token or password). */
  readonly report: (message: string, error: unknown) => void;
}
