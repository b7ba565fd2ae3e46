import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';

export interface LoadingIndicatorProps {
  /** Whether a page is on its way; the caller shows it only once loading takes a while. */
  readonly loading: boolean;
  /** Title of the page just shown after a navigation, for screen readers; `null` before any. */
  readonly loadedTitle: string | null;
}

/**
 * A thin bar at the top of the window while the next page loads, and one polite live region that
 * tells screen readers first that a page is loading, then which page arrived.
 */
export function LoadingIndicator({ loading, loadedTitle }: LoadingIndicatorProps) {
  const messages = useMessages();
  const announcement = loading
    ? messages['navigation.loading']
    : loadedTitle === null
      ? ''
      : format(messages['navigation.pageLoaded'], { title: loadedTitle });
  return (
    <div className="loading-indicator">
      {loading && (
        <div
          className="loading-indicator__bar"
          role="progressbar"
          aria-label={messages['navigation.loading']}
        />
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
