import { useMessages } from '../i18n/MessagesProvider';
import { RetryAlert } from '../RetryAlert';
import type { PanelGroup } from './compare-panel-view-model';
import { ComparePanelGroup } from './ComparePanelGroup';
import type { ComparedProductsStatus } from './use-compared-products';

export interface ComparePanelBasketProps {
  readonly groups: readonly PanelGroup[];
  /** How far the products' names and variants are loaded. */
  readonly status: ComparedProductsStatus;
  readonly onRetry: () => void;
  readonly onCompare: (classificationSlug: string) => void;
  readonly onRemove: (key: string) => void;
  readonly onRemoveGroup: (classificationSlug: string) => void;
}

/** The compare panel's contents: the loading state, then the basket group by group. */
export function ComparePanelBasket({
  groups,
  status,
  onRetry,
  onCompare,
  onRemove,
  onRemoveGroup,
}: ComparePanelBasketProps) {
  const messages = useMessages();
  return (
    <>
      <div className="compare-panel__status" role="status">
        {status === 'pending' && messages['comparison.panel.loading']}
      </div>
      {status === 'error' && (
        <RetryAlert
          message={messages['comparison.panel.error']}
          retryLabel={messages['comparison.panel.retry']}
          onRetry={onRetry}
        />
      )}
      {groups.length === 0 ? (
        <p className="compare-panel__empty">{messages['comparison.panel.empty']}</p>
      ) : (
        <>
          {groups.map((group) => (
            <ComparePanelGroup
              key={group.classificationSlug}
              group={group}
              canCompare={status === 'success'}
              onCompare={() => onCompare(group.classificationSlug)}
              onRemove={onRemove}
              onRemoveGroup={() => onRemoveGroup(group.classificationSlug)}
            />
          ))}
          <button
            type="button"
            className="comparison-button"
            onClick={() => groups.forEach((group) => onRemoveGroup(group.classificationSlug))}
          >
            {messages['comparison.panel.removeAll']}
          </button>
        </>
      )}
    </>
  );
}
