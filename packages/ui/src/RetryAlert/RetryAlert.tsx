export interface RetryAlertProps {
  /** What failed, in the visitor's language. */
  readonly message: string;
  /** The button's text, in the visitor's language. */
  readonly retryLabel: string;
  readonly onRetry: () => void;
  /**
   * `furniture` inside the header's and footer's panels, which set their own colours; `page`
   * (the default) on the page and in dialogs.
   */
  readonly tone?: 'page' | 'furniture';
}

/** Something failed to load: says so at once to assistive technology and offers to try again. */
export function RetryAlert({ message, retryLabel, onRetry, tone = 'page' }: RetryAlertProps) {
  return (
    <div role="alert" className={`retry-alert retry-alert--${tone}`}>
      <p className="retry-alert__message">{message}</p>
      <button type="button" className="retry-alert__retry" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
