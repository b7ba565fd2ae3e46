import { pageTranslationState, type PageTranslation } from '@kmx/domain/content';
import type { PageStateFilter } from '@kmx/domain/editor';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from '../../furniture/icons';
import { format } from '../../i18n/format';
import { RetryAlert } from '../../RetryAlert';
import { useEditorMessages } from '../i18n/EditorMessagesProvider';
import { TranslationStateChip } from '../TranslationStateChip';
import { languageName } from './display-names';
import { ResetConfirm } from './ResetConfirm';
import { TranslationTable } from './TranslationTable';

/** Which of the panel's calls failed; the state on screen is the one before it. */
export type TranslationFailure = 'state' | 'start' | 'reset';

export interface TranslationPanelProps {
  /** The page's title. */
  readonly title: string;
  readonly translation: PageTranslation;
  /** The editor's language: language names and dates are written in it. */
  readonly language: string;
  /** Fixed in tests and stories; the browser's own zone otherwise. */
  readonly timeZone?: string;
  /** The first read of the current state is under way; the tree's data is shown meanwhile. */
  readonly loading: boolean;
  /** A start or reset is under way: its button says so and a second press does nothing. */
  readonly busy: 'start' | 'reset' | null;
  /** Start and reset wait while another call of the panel (a subtree's start) is under way. */
  readonly blocked?: boolean;
  readonly failure: TranslationFailure | null;
  readonly onStart: () => void;
  /** Called once the editor confirmed the reset. */
  readonly onReset: () => void;
  readonly onRetry: () => void;
  readonly onClose: () => void;
  /** Start for the page and its sub-pages (`SubtreeStart`), when the page has sub-pages. */
  readonly subtree?: ReactNode;
}

/** Spec public-site 4: the page's state, or "no target languages". */
function overallState(translation: PageTranslation): PageStateFilter {
  return translation.targets.length === 0 ? 'NoTargets' : pageTranslationState(translation.targets);
}

/**
 * The translation panel of one page (spec public-site 3.3, 4, 7): the source language, the page's
 * state, a row per target language, start and reset (reset confirmed first, naming the languages).
 * Focus moves to its heading when it opens and back where it was when it closes; Escape closes it.
 */
export function TranslationPanel({
  title,
  translation,
  language,
  timeZone,
  loading,
  busy,
  blocked = false,
  failure,
  onStart,
  onReset,
  onRetry,
  onClose,
  subtree,
}: TranslationPanelProps) {
  const messages = useEditorMessages();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const previous = document.activeElement;
    heading.current?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The confirmation handles its own Escape and stops it there.
    if (event.key !== 'Escape' || confirming) return;
    event.preventDefault();
    onClose();
  };

  const state = overallState(translation);
  const hasTargets = translation.targets.length > 0;
  const waiting = busy !== null || blocked;
  const status = loading
    ? messages['editor.translation.loading']
    : state === 'InProgress'
      ? messages['editor.translation.refreshing']
      : '';

  return (
    <section className="translation-panel" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className="translation-panel__header">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="translation-panel__heading">
          {format(messages['editor.translation.heading'], { title })}
        </h2>
        <button
          type="button"
          className="dialog-close translation-panel__close"
          aria-label={messages['editor.translation.close']}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <dl className="translation-panel__facts">
        <div>
          <dt>{messages['editor.translation.sourceLanguage']}</dt>
          <dd>
            {languageName(translation.sourceLanguage, language)} ({translation.sourceLanguage})
          </dd>
        </div>
        <div>
          <dt>{messages['editor.translation.pageState']}</dt>
          <dd>
            <TranslationStateChip state={state} />
          </dd>
        </div>
      </dl>
      <p className="translation-panel__status" role="status" aria-busy={loading}>
        {status}
      </p>
      {failure !== null && (
        <RetryAlert
          message={messages[`editor.translation.failed.${failure}`]}
          retryLabel={messages['editor.translation.retry']}
          onRetry={onRetry}
        />
      )}
      {hasTargets ? (
        <>
          <TranslationTable
            translation={translation}
            language={language}
            {...(timeZone !== undefined && { timeZone })}
          />
          <div className="translation-panel__actions">
            <button
              type="button"
              className="button button--primary"
              aria-disabled={waiting}
              aria-busy={busy === 'start'}
              onClick={waiting ? undefined : onStart}
            >
              {busy === 'start'
                ? messages['editor.translation.starting']
                : messages['editor.translation.start']}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={waiting}
              aria-busy={busy === 'reset'}
              onClick={waiting ? undefined : () => setConfirming(true)}
            >
              {busy === 'reset'
                ? messages['editor.translation.resetting']
                : messages['editor.translation.reset']}
            </button>
          </div>
        </>
      ) : (
        <p className="translation-panel__no-targets">{messages['editor.translation.noTargets']}</p>
      )}
      {subtree}
      <ResetConfirm
        open={confirming}
        title={title}
        languages={translation.targets.map((target) => target.language)}
        language={language}
        onConfirm={() => {
          setConfirming(false);
          onReset();
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
