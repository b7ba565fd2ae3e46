import { EditorMessagesProvider, EditorSignInForm, type EditorSignInFailure } from '@kmx/ui/editor';
import type { EditorMessages } from '@kmx/ui/editor';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorApi, EditorSignInOutcome } from '../editor-api';

export interface SignInScreenProps {
  readonly editorMessages: EditorMessages;
  readonly api: Pick<EditorApi, 'signIn'>;
  /** The password was accepted and the session cookie set. */
  readonly onSignedIn: () => void;
}

interface Attempt {
  readonly busy: boolean;
  readonly failure: EditorSignInFailure | null;
  readonly answers: number;
}

/**
 * The editor area's password form (spec public-site 4, 5). The password goes from the field to the
 * call and nowhere else: this screen keeps only how the attempt ended.
 */
export function SignInScreen({ editorMessages, api, onSignedIn }: SignInScreenProps) {
  const [attempt, setAttempt] = useState<Attempt>({ busy: false, failure: null, answers: 0 });
  // A ref, not the state: two submits in the same tick both see the first one under way.
  const underWay = useRef(false);

  // GOV.UK's pattern: "Error: " before the document title while the form shows a problem.
  const prefix = `${editorMessages['editor.signIn.errorPrefix']} `;
  const onErrorsShown = useCallback(
    (count: number) => {
      const title = document.title.startsWith(prefix)
        ? document.title.slice(prefix.length)
        : document.title;
      document.title = count > 0 ? `${prefix}${title}` : title;
    },
    [prefix],
  );
  // The next screen's title carries no error of this form.
  useEffect(() => () => onErrorsShown(0), [onErrorsShown]);

  const signIn = (password: string) => {
    if (underWay.current) return;
    underWay.current = true;
    setAttempt((last) => ({ ...last, busy: true, failure: null }));
    // signIn answers its failures; a rejection (a bug) still ends the attempt as a failure.
    const answer = api.signIn(password).catch((): EditorSignInOutcome => ({ kind: 'failed' }));
    void answer.then((outcome) => {
      underWay.current = false;
      if (outcome.kind === 'accepted') {
        setAttempt((last) => ({ busy: false, failure: null, answers: last.answers + 1 }));
        onSignedIn();
        return;
      }
      setAttempt((last) => ({ busy: false, failure: outcome, answers: last.answers + 1 }));
    });
  };

  return (
    <EditorMessagesProvider messages={editorMessages}>
      <EditorSignInForm
        busy={attempt.busy}
        failure={attempt.failure}
        answers={attempt.answers}
        onSubmit={signIn}
        onErrorsShown={onErrorsShown}
      />
    </EditorMessagesProvider>
  );
}
