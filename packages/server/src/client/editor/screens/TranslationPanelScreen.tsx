import {
  pageTranslationReducer,
  translationStates,
  type PageTranslation,
  type TranslationChange,
} from '@kmx/domain/content';
import {
  pageStartAnswered,
  pagesToStart,
  subtreeProgressOf,
  type EditorPage,
} from '@kmx/domain/editor';
import {
  SubtreeStart,
  TranslationPanel,
  type SubtreeRunView,
  type TranslationFailure,
} from '@kmx/ui/editor';
import { useCallback, useEffect, useRef, useState } from 'react';
import { EditorCallError } from '../editor-api';
import type { EditorScreenContext } from '../EditorScreenContext';

export interface TranslationPanelScreenProps {
  readonly editor: EditorScreenContext;
  /** The page whose translation the panel shows, as the tree last read it. */
  readonly page: EditorPage;
  /**
   * The pages of the page's subtree in the tree, the page itself first, for "start translation of
   * the whole subtree"; only the page itself when it has no sub-items.
   */
  readonly subtree: readonly EditorPage[];
  /** Every answer of a state, start or reset call, so the tree shows it without a reload. */
  readonly onTranslation: (pageId: string, answer: TranslationChange) => void;
  readonly onClose: () => void;
}

/** While a language is in progress the panel reads the state again this often. */
export const translationPollMs = 15_000;

type SubtreeRun =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly total: number }
  | {
      readonly kind: 'finished';
      readonly started: number;
      readonly failed: readonly EditorPage[];
      readonly notStarted: number;
    };

const fromPage = (page: EditorPage): PageTranslation => ({
  sourceLanguage: page.translation.sourceLanguage,
  sourceEditedAt: page.translation.sourceEditedAt,
  targets: page.translation.targetLanguages,
});

const signedOut = (error: unknown) =>
  error instanceof EditorCallError && error.reason === 'signed-out';

/** The translation panel of one page: a row per target language, start and reset. */
export function TranslationPanelScreen(props: TranslationPanelScreenProps) {
  // Another page is another panel: nothing of the one before (state, calls, timers) carries over.
  return <PagePanel key={props.page.id} {...props} />;
}

function PagePanel({ editor, page, subtree, onTranslation, onClose }: TranslationPanelScreenProps) {
  const { api, timers, sessionEnded, report } = editor;
  const [translation, setTranslation] = useState(() => fromPage(page));
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState<'start' | 'reset' | null>(null);
  const [failure, setFailure] = useState<TranslationFailure | null>(null);
  // Counts finished reads, so the next poll is timed from the last answer.
  const [reads, setReads] = useState(0);
  const [run, setRun] = useState<SubtreeRun>({ kind: 'idle' });
  const [cancelling, setCancelling] = useState(false);

  // Set synchronously, so a second click before React renders again still finds it taken.
  const calling = useRef(false);
  const cancelRun = useRef(false);
  const latest = useRef(translation);
  latest.current = translation;
  const tellTree = useRef(onTranslation);
  tellTree.current = onTranslation;
  const reading = useRef<AbortController | null>(null);

  const apply = useCallback((answer: TranslationChange) => {
    setTranslation((current) =>
      pageTranslationReducer(current, { type: 'answerReceived', answer }),
    );
  }, []);

  const failed = useCallback(
    (what: string, error: unknown) => {
      if (signedOut(error)) sessionEnded();
      else report(`editor area: ${what} failed`, error);
    },
    [sessionEnded, report],
  );

  const read = useCallback(() => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    api.translationState(page.id, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        tellTree.current(page.id, answer);
        // A start or reset under way answers for itself; an older read must not undo its step.
        if (!calling.current) apply(answer);
        setFailure((current) => (current === 'state' ? null : current));
        setLoading(false);
        setReads((count) => count + 1);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        failed('reading the translation state', error);
        setLoading(false);
        setFailure('state');
        setReads((count) => count + 1);
      },
    );
  }, [api, page.id, apply, failed]);

  useEffect(() => {
    read();
    return () => {
      reading.current?.abort();
      cancelRun.current = true;
    };
  }, [read]);

  const inProgress = translation.targets.some(
    (target) => target.translationState === translationStates.InProgress,
  );
  const running = run.kind === 'running';
  useEffect(() => {
    if (!inProgress || loading || busy !== null || running) return;
    const handle = timers.setTimeout(read, translationPollMs);
    return () => timers.clearTimeout(handle);
  }, [inProgress, loading, busy, running, reads, timers, read]);

  const change = (action: 'start' | 'reset') => {
    if (calling.current) return;
    calling.current = true;
    reading.current?.abort();
    const before = latest.current;
    setBusy(action);
    setFailure(null);
    setLoading(false);
    setTranslation(
      pageTranslationReducer(before, {
        type: action === 'start' ? 'startTranslation' : 'resetTranslation',
      }),
    );
    const call = action === 'start' ? api.startTranslation : api.resetTranslation;
    call(page.id).then(
      (answer) => {
        calling.current = false;
        tellTree.current(page.id, answer);
        apply(answer);
        setBusy(null);
        setReads((count) => count + 1);
      },
      (error: unknown) => {
        calling.current = false;
        failed(action === 'start' ? 'starting translation' : 'resetting translation', error);
        // The state before the optimistic step: nothing changed on the server that we know of.
        setTranslation(before);
        setBusy(null);
        setFailure(action);
      },
    );
  };

  const startSubtree = async (pages: readonly EditorPage[]) => {
    if (calling.current) return;
    calling.current = true;
    cancelRun.current = false;
    setCancelling(false);
    let progress = subtreeProgressOf(pages.length);
    let started = 0;
    setRun({ kind: 'running', done: 0, total: pages.length });
    for (const each of pages) {
      if (cancelRun.current) break;
      try {
        const answer = await api.startTranslation(each.id);
        started += 1;
        progress = pageStartAnswered(progress, each.id, true);
        tellTree.current(each.id, answer);
        if (each.id === page.id) apply(answer);
      } catch (error) {
        progress = pageStartAnswered(progress, each.id, false);
        failed('starting translation of a sub-page', error);
        if (signedOut(error)) break;
      }
      setRun({ kind: 'running', done: progress.done, total: pages.length });
    }
    calling.current = false;
    setRun({
      kind: 'finished',
      started,
      failed: pages.filter((each) => progress.failed.includes(each.id)),
      notStarted: pages.length - progress.done,
    });
  };

  // The page itself as the panel knows it now, fresher than the tree's copy.
  const pages = subtree.map((each) =>
    each.id === page.id
      ? {
          ...each,
          translation: {
            sourceLanguage: translation.sourceLanguage,
            sourceEditedAt: translation.sourceEditedAt,
            targetLanguages: translation.targets,
          },
        }
      : each,
  );
  const toStart = pagesToStart(pages);
  const runView: SubtreeRunView =
    run.kind === 'running'
      ? { ...run, cancelling }
      : run.kind === 'finished'
        ? { ...run, failed: run.failed.map((each) => each.title) }
        : run;

  return (
    <TranslationPanel
      title={page.title}
      translation={translation}
      language={editor.view.language}
      loading={loading}
      busy={busy}
      blocked={running}
      failure={failure}
      onStart={() => change('start')}
      onReset={() => change('reset')}
      onRetry={() => {
        if (failure === 'state') read();
        else if (failure !== null) change(failure);
      }}
      onClose={onClose}
      subtree={
        subtree.length > 1 ? (
          <SubtreeStart
            subPages={subtree.length - 1}
            toStart={toStart.length}
            run={runView}
            blocked={busy !== null}
            onStart={() => void startSubtree(toStart)}
            onCancel={() => {
              cancelRun.current = true;
              setCancelling(true);
            }}
            onRetryFailed={() => {
              if (run.kind === 'finished') void startSubtree(run.failed);
            }}
          />
        ) : undefined
      }
    />
  );
}
