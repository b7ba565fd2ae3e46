import {
  editorChoice,
  editorSearch,
  parseEditorAddress,
  type EditorAddress,
} from '@kmx/domain/editor';
import type { Messages } from '@kmx/ui';
import { SiteApp } from '@kmx/ui';
import type { EditorMessages } from '@kmx/ui/editor';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ServerForks } from '../ServerForks';
import { useAddressBar } from './use-address-bar';
import { createEditorApi, type EditorApi } from './editor-api';
import { EditorScreen } from './EditorScreen';
import type { EditorScreenContext, EditorTimers, EditorView } from './EditorScreenContext';
import { EditorShell } from './EditorShell';
import { SignInScreen } from './screens/SignInScreen';

const report = (message: string, error: unknown) =>
  console.error(message, error instanceof Error ? error.message : error);

const timers: EditorTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export interface EditorAppProps {
  readonly view: EditorView;
  readonly messages: Messages;
  readonly editorMessages: EditorMessages;
  /** The area's calls; the real ones over `fetch` unless a test gives others. */
  readonly api?: EditorApi;
}

type SignOutState = 'idle' | 'busy' | 'failed';

/**
 * The editor area in the browser (spec public-site 4): the password form until the editor signs
 * in, then the screen the address asks for. The address holds the whole screen state, so reload,
 * Back and a shared link show the same screen.
 */
export function EditorApp({ view, messages, editorMessages, api: givenApi }: EditorAppProps) {
  const { url, go: goTo } = useAddressBar(window);
  const api = useMemo(
    () => givenApi ?? createEditorApi((input, init) => window.fetch(input, init)),
    [givenApi],
  );
  const [hydrated, setHydrated] = useState(false);
  const [signedIn, setSignedIn] = useState(view.signedIn);
  const [signOut, setSignOut] = useState<SignOutState>('idle');

  useEffect(() => setHydrated(true), []);

  const address = useMemo(() => parseEditorAddress(url.search), [url.search]);
  const choice = useMemo(
    () => editorChoice(address, view.sites, view.language),
    [address, view.sites, view.language],
  );

  const hrefOf = useCallback(
    (change: Partial<EditorAddress>) => `${url.pathname}${editorSearch({ ...address, ...change })}`,
    [url.pathname, address],
  );
  const go = useCallback(
    (change: Partial<EditorAddress>, how: 'push' | 'replace' = 'push') => {
      goTo(hrefOf(change), how);
    },
    [goTo, hrefOf],
  );

  // The site and language shown are always in the address, in their resolved form.
  useEffect(() => {
    if (!hydrated || !signedIn || choice === null) return;
    if (address.site !== choice.site.id || address.lang !== choice.language) {
      go({ site: choice.site.id, lang: choice.language }, 'replace');
    }
  }, [hydrated, signedIn, choice, address.site, address.lang, go]);

  // Signing in or out swaps the whole screen: focus goes to its heading, not back to the page top.
  const signedInBefore = useRef(signedIn);
  useEffect(() => {
    if (signedInBefore.current === signedIn) return;
    signedInBefore.current = signedIn;
    const heading = document.querySelector<HTMLElement>('.editor-frame h1');
    if (heading === null) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [signedIn]);

  const sessionEnded = useCallback(() => setSignedIn(false), []);
  const onSignOut = useCallback(() => {
    setSignOut('busy');
    api.signOut().then(
      () => {
        setSignOut('idle');
        setSignedIn(false);
      },
      (error: unknown) => {
        report('editor area: sign-out failed', error);
        setSignOut('failed');
      },
    );
  }, [api]);

  const screen: EditorScreenContext | null =
    hydrated && signedIn && choice !== null
      ? {
          view,
          editorMessages,
          api,
          address,
          choice,
          go,
          hrefOf,
          sessionEnded,
          timers,
          now: () => new Date(),
          report,
        }
      : null;

  const area = (
    <EditorShell
      editorMessages={editorMessages}
      choices={
        screen === null
          ? null
          : {
              sites: view.sites,
              siteId: screen.choice.site.id,
              language: screen.choice.language,
              stage: address.stage,
              // A new site, language or stage starts the tree afresh: no filter, panel or preview.
              onChange: (change) =>
                go({
                  ...change,
                  ...(change.site !== undefined && { lang: null }),
                  state: null,
                  needs: null,
                  page: null,
                  ...(change.stage === undefined && { preview: null }),
                }),
            }
      }
      onSignOut={signedIn ? onSignOut : null}
      signingOut={signOut === 'busy'}
      signOutFailed={signOut === 'failed'}
    >
      {!signedIn ? (
        <SignInScreen
          editorMessages={editorMessages}
          api={api}
          onSignedIn={() => setSignedIn(true)}
        />
      ) : !hydrated ? (
        <p className="editor-frame__status" aria-busy="true">
          {editorMessages['editor.frame.loading']}
        </p>
      ) : screen === null ? (
        <p className="editor-frame__status">{editorMessages['editor.frame.noSites']}</p>
      ) : (
        <EditorScreen editor={screen} />
      )}
    </EditorShell>
  );
  return (
    <ServerForks>
      <SiteApp view={view} messages={messages} area={area} />
    </ServerForks>
  );
}
