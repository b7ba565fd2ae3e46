import type { InventoryQuery } from '@kmx/domain/portal';
import { defaultInventoryQuery } from '@kmx/domain/portal';
import { RetryAlert } from '../../RetryAlert';
import { followLink } from '../follow-link';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import type { InventoryViewState } from './inventory-state';
import { shownPage } from './inventory-state';
import { hasInventoryFilters } from './inventory-view-query';
import { useMachineCount } from './use-machine-count';

interface InventoryOutcomeProps {
  readonly state: InventoryViewState;
  readonly query: InventoryQuery;
  readonly localeCode: string;
  readonly hrefFor: (query: InventoryQuery) => string;
  readonly onQueryChange: (query: InventoryQuery) => void;
  readonly onRetry: () => void;
}

/**
 * What the list says beside its rows: a polite announcement after every change, the count, and
 * the failed, empty and no-results states (each with the next step).
 */
export function InventoryOutcome({
  state,
  query,
  localeCode,
  hrefFor,
  onQueryChange,
  onRetry,
}: InventoryOutcomeProps) {
  const messages = usePortalMessages();
  const machineCount = useMachineCount(localeCode);
  const page = shownPage(state);
  const announcement =
    state.kind === 'loading'
      ? messages['portal.services.inventory.loading']
      : state.kind === 'loaded'
        ? machineCount(state.page.total)
        : '';
  return (
    <>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {state.kind === 'loading' && page === null && (
        <p className="inventory-list__loading">{messages['portal.services.inventory.loading']}</p>
      )}
      {state.kind === 'failed' && (
        <RetryAlert
          message={messages['portal.services.inventory.failed']}
          retryLabel={messages['portal.services.retry']}
          onRetry={onRetry}
        />
      )}
      {page !== null && page.total > 0 && (
        <p className="inventory-list__count">{machineCount(page.total)}</p>
      )}
      {state.kind === 'loaded' &&
        state.page.total === 0 &&
        (hasInventoryFilters(query) ? (
          <div className="inventory-list__none">
            <p>{messages['portal.services.inventory.noResults']}</p>
            <p>
              <a
                href={hrefFor(defaultInventoryQuery)}
                onClick={followLink(() => onQueryChange(defaultInventoryQuery))}
              >
                {messages['portal.services.inventory.clearFilters']}
              </a>
            </p>
          </div>
        ) : (
          <div className="inventory-list__none">
            <p className="inventory-list__none-title">
              {messages['portal.services.inventory.empty.title']}
            </p>
            <p>{messages['portal.services.inventory.empty.text']}</p>
          </div>
        ))}
    </>
  );
}
