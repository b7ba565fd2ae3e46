import type { ContentStage } from '@kmx/domain/ports';
import type { MouseEvent } from 'react';
import { UnknownBlockNotice } from '../../blocks/UnknownBlockNotice';
import { format } from '../../i18n/format';
import { RetryAlert } from '../../RetryAlert';
import { useEditorMessages } from '../i18n/EditorMessagesProvider';
import { languageName } from '../TranslationPanel/display-names';
import type { PreviewBlock, PreviewState } from './PreviewPage';
import { previewMarkup } from './preview-markup';

export interface DraftPreviewProps {
  readonly stage: ContentStage;
  /** The language of the content shown. */
  readonly language: string;
  /** The editor's own language: the content's language is named in it. */
  readonly uiLanguage: string;
  readonly state: PreviewState;
  /** The same page in the other stage. */
  readonly otherStageHref: string;
  /** Back to the page tree. */
  readonly treeHref: string;
  readonly onRetry: () => void;
  /** A plain click on the other stage's link, for the area to follow without a page load. */
  readonly onOtherStage?: () => void;
  /** A plain click on the link back to the tree, likewise. */
  readonly onBackToTree?: () => void;
}

/** A plain left click follows `action`; a new tab or window (a modifier key) is left to the link. */
function inApp(action: (() => void) | undefined) {
  if (action === undefined) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    action();
  };
}

const otherStage = (stage: ContentStage): ContentStage =>
  stage === 'DRAFT' ? 'PUBLISHED' : 'DRAFT';

function Block({ block }: { block: PreviewBlock }) {
  const messages = useEditorMessages();
  switch (block.kind) {
    case 'text':
      return <div className="rich-text draft-preview__text">{previewMarkup(block.html)}</div>;
    case 'outline':
      return (
        <p className="draft-preview__outline">{messages[`editor.preview.block.${block.type}`]}</p>
      );
    case 'unknown':
      return <UnknownBlockNotice typeName={block.typeName} />;
    default:
      block satisfies never;
      return null;
  }
}

/**
 * A page as an editor previews it (spec public-site 6): a banner naming the stage and the
 * language with a link to the same page in the other stage and back to the tree, then the page's
 * title, description and text; every other block as a labelled outline.
 */
export function DraftPreview({
  stage,
  language,
  uiLanguage,
  state,
  otherStageHref,
  treeHref,
  onRetry,
  onOtherStage,
  onBackToTree,
}: DraftPreviewProps) {
  const messages = useEditorMessages();
  const languageShown = languageName(language, uiLanguage);
  const otherStageLink = (
    <a className="draft-preview__other-stage" href={otherStageHref} onClick={inApp(onOtherStage)}>
      {messages[`editor.preview.otherStage.${otherStage(stage)}`]}
    </a>
  );
  return (
    <div className={`draft-preview draft-preview--${stage}`}>
      <aside className="draft-preview__banner" aria-label={messages['editor.preview.bannerLabel']}>
        <p className="draft-preview__stage">
          <strong>
            {messages[`editor.frame.stage.${stage}`]} · {languageShown}
          </strong>
        </p>
        <p className="draft-preview__links">
          {otherStageLink}
          <a href={treeHref} onClick={inApp(onBackToTree)}>
            {messages['editor.preview.backToTree']}
          </a>
        </p>
      </aside>
      {state.kind === 'loaded' ? (
        <article className="draft-preview__page" lang={language}>
          <h1>{state.page.title}</h1>
          {state.page.description !== '' && (
            <p className="draft-preview__description">{state.page.description}</p>
          )}
          <p className="draft-preview__note" role="note">
            {messages['editor.preview.textOnly']}
          </p>
          {state.page.blocks.length === 0 ? (
            <p>{messages['editor.preview.noBlocks']}</p>
          ) : (
            state.page.blocks.map((block) => <Block key={block.id} block={block} />)
          )}
        </article>
      ) : (
        <div className="draft-preview__page">
          <h1>{messages['editor.preview.title']}</h1>
          {state.kind === 'loading' && (
            <p role="status" aria-busy="true">
              {messages['editor.preview.loading']}
            </p>
          )}
          {state.kind === 'not-found' && (
            <p className="draft-preview__message">
              {format(messages[`editor.preview.notFound.${stage}`], { language: languageShown })}{' '}
              {otherStageLink}
            </p>
          )}
          {state.kind === 'protected' && (
            <p className="draft-preview__message">
              {messages[`editor.preview.protected.${stage}`]} {stage === 'DRAFT' && otherStageLink}
            </p>
          )}
          {state.kind === 'failed' && (
            <RetryAlert
              message={messages['editor.preview.failed']}
              retryLabel={messages['editor.preview.retry']}
              onRetry={onRetry}
            />
          )}
        </div>
      )}
    </div>
  );
}
