import { EditorFrame, EditorMessagesProvider, type EditorFrameChoices } from '@kmx/ui/editor';
import type { EditorMessages } from '@kmx/ui/editor';
import type { ReactNode } from 'react';
import type { EditorView } from './EditorScreenContext';
import { SignInScreen } from './screens/SignInScreen';

export interface EditorShellProps {
  readonly editorMessages: EditorMessages;
  readonly choices: EditorFrameChoices | null;
  readonly onSignOut: (() => void) | null;
  readonly signingOut?: boolean;
  readonly signOutFailed?: boolean;
  readonly children?: ReactNode;
}

/** The editor area's frame with its texts, around the screen of the moment. */
export function EditorShell({ editorMessages, children, ...frame }: EditorShellProps) {
  return (
    <EditorMessagesProvider messages={editorMessages}>
      <EditorFrame {...frame}>{children}</EditorFrame>
    </EditorMessagesProvider>
  );
}

const nothing = () => undefined;

/**
 * What the server sends for `/{locale}/editor`: the password form to an editor without a session,
 * else the frame with its screen still loading. The area's first render in the browser is the
 * same tree (it reads the address only once hydrated), so hydration matches.
 */
export function editorShellBeforeStart(view: EditorView, editorMessages: EditorMessages) {
  return (
    <EditorShell
      editorMessages={editorMessages}
      choices={null}
      onSignOut={view.signedIn ? nothing : null}
    >
      {view.signedIn ? (
        <p className="editor-frame__status" aria-busy="true">
          {editorMessages['editor.frame.loading']}
        </p>
      ) : (
        <SignInScreen
          editorMessages={editorMessages}
          api={{ signIn: () => Promise.resolve({ kind: 'failed' }) }}
          onSignedIn={nothing}
        />
      )}
    </EditorShell>
  );
}
