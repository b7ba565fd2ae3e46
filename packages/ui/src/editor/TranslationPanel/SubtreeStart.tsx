import { useId } from 'react';
import { format } from '../../i18n/format';
import { useEditorMessages } from '../i18n/EditorMessagesProvider';

/** Where starting a whole subtree stands; the screen runs the calls, this shows them. */
export type SubtreeRunView =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'running';
      readonly done: number;
      readonly total: number;
      /** Cancel was asked for: the page under way finishes, no further one starts. */
      readonly cancelling: boolean;
    }
  | {
      readonly kind: 'finished';
      readonly started: number;
      /** The titles of the pages whose start failed; they can be tried again. */
      readonly failed: readonly string[];
      /** Pages never asked because the run was cancelled. */
      readonly notStarted: number;
    };

export interface SubtreeStartProps {
  /** The sub-pages below the page (the page itself not counted). */
  readonly subPages: number;
  /** Of the page and its sub-pages, how many start would change (a target marked for translation). */
  readonly toStart: number;
  readonly run: SubtreeRunView;
  /** Another call of the panel is under way: the run waits for it. */
  readonly blocked: boolean;
  readonly onStart: () => void;
  readonly onCancel: () => void;
  readonly onRetryFailed: () => void;
}

/**
 * Beyond the peers: "start translation for this page and its sub-pages", one page after another
 * with a progress bar, cancel, and a summary whose failed pages can be tried again.
 */
export function SubtreeStart({
  subPages,
  toStart,
  run,
  blocked,
  onStart,
  onCancel,
  onRetryFailed,
}: SubtreeStartProps) {
  const messages = useEditorMessages();
  const id = useId();
  const all = String(subPages + 1);
  return (
    <section className="subtree-start" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="subtree-start__heading">
        {messages['editor.translation.subtree.heading']}
      </h3>
      {run.kind === 'running' ? (
        <div className="subtree-start__progress">
          <label htmlFor={`${id}-progress`}>
            {messages['editor.translation.subtree.progressLabel']}
          </label>
          <progress id={`${id}-progress`} max={run.total} value={run.done} />
          <p role="status">
            {format(messages['editor.translation.subtree.progress'], {
              done: String(run.done),
              total: String(run.total),
            })}
            {run.cancelling && ` ${messages['editor.translation.subtree.cancelling']}`}
          </p>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={run.cancelling}
            onClick={run.cancelling ? undefined : onCancel}
          >
            {messages['editor.translation.subtree.cancel']}
          </button>
        </div>
      ) : toStart === 0 && run.kind === 'idle' ? (
        <p>{messages['editor.translation.subtree.nothing']}</p>
      ) : (
        <>
          <p>
            {format(messages['editor.translation.subtree.toStart'], {
              count: String(toStart),
              all,
            })}
          </p>
          {toStart > 0 && (
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={blocked}
              onClick={blocked ? undefined : onStart}
            >
              {format(messages['editor.translation.subtree.start'], { count: String(subPages) })}
            </button>
          )}
        </>
      )}
      {run.kind === 'finished' && (
        <div className="subtree-start__summary" role="status">
          <p>
            {format(messages['editor.translation.subtree.started'], {
              count: String(run.started),
            })}
          </p>
          {run.notStarted > 0 && (
            <p>
              {format(messages['editor.translation.subtree.cancelled'], {
                count: String(run.notStarted),
              })}
            </p>
          )}
          {run.failed.length > 0 && (
            <>
              <p>
                {format(messages['editor.translation.subtree.failed'], {
                  count: String(run.failed.length),
                })}
              </p>
              <ul className="subtree-start__failed">
                {run.failed.map((title, index) => (
                  <li key={`${index}-${title}`}>{title}</li>
                ))}
              </ul>
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={blocked}
                onClick={blocked ? undefined : onRetryFailed}
              >
                {messages['editor.translation.subtree.retryFailed']}
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
