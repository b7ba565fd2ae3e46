import {
  editorChoice,
  editorSearch,
  parseEditorAddress,
  type EditorAddress,
  type EditorSite,
} from '@kmx/domain/editor';
import { messagesFor, MessagesProvider } from '@kmx/ui';
import { editorMessagesFor, EditorMessagesProvider } from '@kmx/ui/editor';
import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, vi, type Mock } from 'vitest';
import type { EditorApi } from '../editor-api';
import type { EditorScreenContext, EditorTimers, EditorView } from '../EditorScreenContext';

// Screens render inside `act`, as React expects of a test; every rendered screen goes afterwards.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const rendered = new Set<Root>();
afterEach(() => {
  rendered.forEach((root) => act(() => root.unmount()));
  rendered.clear();
  document.body.innerHTML = '';
});

/** Two sites as the server lists them to an editor: the main site in three languages, one more. */
const testEditorSites: readonly EditorSite[] = [
  { id: 'main', name: 'Komax', slug: null, languages: ['en', 'de', 'fr'] },
  { id: 'events', name: 'Komax Events', slug: 'events', languages: ['en', 'de'] },
];

/** The editor area of an English site, signed in, as the server describes it to the browser. */
export const testEditorView: EditorView = {
  kind: 'editor',
  language: 'en',
  homeHref: '/en',
  localeCode: 'en',
  siteName: 'Komax',
  signedIn: true,
  sites: testEditorSites,
};

/**
 * Timers that run only when a test says so: `advance(ms)` fires every callback due by then, in
 * order, including ones scheduled while advancing. No real clock, no sleeps.
 */
export class FakeEditorTimers implements EditorTimers {
  private clock = 0;
  private nextId = 1;
  private readonly due = new Map<number, { at: number; callback: () => void }>();

  setTimeout = (callback: () => void, ms: number): unknown => {
    const id = this.nextId;
    this.nextId += 1;
    this.due.set(id, { at: this.clock + Math.max(0, ms), callback });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    if (typeof handle === 'number') this.due.delete(handle);
  };

  /** How many callbacks wait to be fired. */
  pending(): number {
    return this.due.size;
  }

  /** Moves the clock on by `ms`, firing what falls due (inside `act`, so React renders it). */
  advance(ms: number): void {
    const until = this.clock + ms;
    for (;;) {
      const next = [...this.due.entries()]
        .filter(([, timer]) => timer.at <= until)
        .sort(([idA, a], [idB, b]) => a.at - b.at || idA - idB)[0];
      if (next === undefined) break;
      const [id, timer] = next;
      this.due.delete(id);
      this.clock = timer.at;
      act(() => timer.callback());
    }
    this.clock = until;
  }
}

const notInThisTest = (name: string) =>
  vi.fn(() => Promise.reject(new Error(`api.${name} is not part of this test`)));

/** An editor api whose every call fails unless the test gives it; each call is a spy. */
export function fakeEditorApi(overrides: Partial<EditorApi> = {}): EditorApi {
  return {
    signIn: notInThisTest('signIn'),
    signOut: notInThisTest('signOut'),
    navigation: notInThisTest('navigation'),
    translationState: notInThisTest('translationState'),
    startTranslation: notInThisTest('startTranslation'),
    resetTranslation: notInThisTest('resetTranslation'),
    ...overrides,
  };
}

export interface TestEditorOverrides extends Partial<
  Omit<EditorScreenContext, 'api' | 'address' | 'timers'>
> {
  readonly api?: Partial<EditorApi>;
  /** Merged into an address of the main site in English, PUBLISHED, no filter. */
  readonly address?: Partial<EditorAddress>;
  readonly timers?: FakeEditorTimers;
  /** The language of the area's texts (`en` unless told). */
  readonly language?: 'en' | 'de';
}

/** What `testEditorContext` answers: the context, with its spies and fake timers at hand. */
export interface TestEditorContext extends EditorScreenContext {
  readonly go: Mock<EditorScreenContext['go']>;
  readonly sessionEnded: Mock<() => void>;
  readonly report: Mock<(message: string, error: unknown) => void>;
  readonly timers: FakeEditorTimers;
}

const testNow = new Date('2026-03-02T09:30:00Z');

/** What an editor screen is given, with spies where the app would act. */
function testEditorContext(overrides: TestEditorOverrides = {}): TestEditorContext {
  const { api, address: addressChange, timers, language = 'en', ...rest } = overrides;
  const view = rest.view ?? { ...testEditorView, language, localeCode: language };
  const address: EditorAddress = {
    ...parseEditorAddress(''),
    site: 'main',
    lang: language,
    ...addressChange,
  };
  const choice = rest.choice ??
    editorChoice(address, view.sites, view.language) ?? {
      site: testEditorSites[0] as EditorSite,
      language,
    };
  const pathname = `/${view.localeCode}/editor`;
  return {
    view,
    editorMessages: editorMessagesFor(language),
    address,
    choice,
    hrefOf: (change) => `${pathname}${editorSearch({ ...address, ...change })}`,
    now: () => testNow,
    ...rest,
    api: fakeEditorApi(api),
    go: (rest.go as TestEditorContext['go'] | undefined) ?? vi.fn(),
    sessionEnded: (rest.sessionEnded as TestEditorContext['sessionEnded'] | undefined) ?? vi.fn(),
    report: (rest.report as TestEditorContext['report'] | undefined) ?? vi.fn(),
    timers: timers ?? new FakeEditorTimers(),
  };
}

export interface RenderedEditorScreen {
  readonly root: Root;
  readonly container: HTMLDivElement;
  /** The context of the latest render (its address follows every `go`). */
  readonly editor: () => TestEditorContext;
  /** Every `go` of the screen, across renders. */
  readonly go: Mock<EditorScreenContext['go']>;
  readonly sessionEnded: Mock<() => void>;
  readonly timers: FakeEditorTimers;
}

/**
 * Renders an editor screen with its texts into a fresh container of the document. `go` works as
 * in the app: the change is merged into the address and the screen renders again with it.
 */
export function renderEditorScreen(
  screen: (editor: EditorScreenContext) => ReactNode,
  overrides: TestEditorOverrides = {},
): RenderedEditorScreen {
  const first = testEditorContext(overrides);
  const go = first.go;
  let latest = first;
  let setAddress: ((address: EditorAddress) => void) | null = null;
  go.mockImplementation((change) => {
    const next = { ...latest.address, ...change };
    act(() => setAddress?.(next));
  });

  function Harness() {
    const [address, set] = useState(first.address);
    setAddress = set;
    const choice = editorChoice(address, first.view.sites, first.view.language) ?? latest.choice;
    latest = {
      ...first,
      address,
      choice,
      hrefOf: (change) =>
        `/${first.view.localeCode}/editor${editorSearch({ ...address, ...change })}`,
    };
    return <>{screen(latest)}</>;
  }

  const language = overrides.language ?? 'en';
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  rendered.add(root);
  act(() => {
    root.render(
      <MessagesProvider messages={messagesFor(language)}>
        <EditorMessagesProvider messages={editorMessagesFor(language)}>
          <Harness />
        </EditorMessagesProvider>
      </MessagesProvider>,
    );
  });
  return {
    root,
    container,
    editor: () => latest,
    go,
    sessionEnded: first.sessionEnded,
    timers: first.timers,
  };
}

/** Lets answers already given (resolved promises) arrive and React render them; no clock involved. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 6; round += 1) {
    await act(() => Promise.resolve());
  }
}
