import type { ContentStage } from '@kmx/domain/ports';
import { format } from '@kmx/ui';
import { DraftPreview, type PreviewState } from '@kmx/ui/editor';
import { useEffect, useMemo, useState } from 'react';
import type { EditorScreenContext } from '../EditorScreenContext';
import { createPreviewApi, type PreviewApi } from '../preview-api';

export interface PreviewScreenProps {
  readonly editor: EditorScreenContext;
  /** The page's address within the site (`address.preview`). */
  readonly path: string;
  /** The preview's reads; the browser's own `fetch` unless a test gives others. */
  readonly previewApi?: PreviewApi;
}

const browserPreviewApi = (): PreviewApi =>
  createPreviewApi((input, init) => window.fetch(input, init));

const otherStage = (stage: ContentStage): ContentStage =>
  stage === 'DRAFT' ? 'PUBLISHED' : 'DRAFT';

/** A page of the tree in the address's stage and language: drafts through the draft proxy. */
export function PreviewScreen({ editor, path, previewApi }: PreviewScreenProps) {
  const { stage } = editor.address;
  const { site, language } = editor.choice;
  const { sessionEnded, report, editorMessages } = editor;
  const reads = useMemo(() => previewApi ?? browserPreviewApi(), [previewApi]);
  const [state, setState] = useState<PreviewState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    const read = stage === 'DRAFT' ? reads.draftPage : reads.publishedPage;
    read(path, site, language, controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        if (outcome.kind === 'signed-out') {
          sessionEnded();
          return;
        }
        if (outcome.kind === 'failed') report('editor area: preview failed', path);
        setState(outcome);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        report('editor area: preview failed', error);
        setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [reads, stage, path, site, language, attempt, sessionEnded, report]);

  // The tab names the page and the stage, so a row of preview tabs can be told apart.
  const title = state.kind === 'loaded' ? state.page.title : path;
  useEffect(() => {
    const before = document.title;
    document.title = format(editorMessages['editor.preview.documentTitle'], {
      title,
      stage: editorMessages[`editor.frame.stage.${stage}`],
    });
    return () => {
      document.title = before;
    };
  }, [title, stage, editorMessages]);

  return (
    <DraftPreview
      stage={stage}
      language={language}
      uiLanguage={editor.view.language}
      state={state}
      otherStageHref={editor.hrefOf({ stage: otherStage(stage) })}
      treeHref={editor.hrefOf({ preview: null })}
      onRetry={() => setAttempt((count) => count + 1)}
      onOtherStage={() => editor.go({ stage: otherStage(stage) })}
      onBackToTree={() => editor.go({ preview: null })}
    />
  );
}
