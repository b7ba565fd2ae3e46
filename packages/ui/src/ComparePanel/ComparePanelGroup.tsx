import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import type { PanelGroup } from './compare-panel-view-model';

export interface ComparePanelGroupProps {
  readonly group: PanelGroup;
  /** False until the group's products are loaded: there is nothing to compare yet. */
  readonly canCompare: boolean;
  readonly onCompare: () => void;
  readonly onRemove: (key: string) => void;
  readonly onRemoveGroup: () => void;
}

/** One classification in the compare panel: its products, and its compare and remove buttons. */
export function ComparePanelGroup({
  group,
  canCompare,
  onCompare,
  onRemove,
  onRemoveGroup,
}: ComparePanelGroupProps) {
  const messages = useMessages();
  return (
    <section className="compare-panel__group" aria-label={group.title}>
      <h3 className="compare-panel__group-title">{group.title}</h3>
      <ul className="compare-panel__products">
        {group.products.map((product) => (
          <li key={product.key} className="compare-panel__product">
            <span className="compare-panel__name">
              {product.name}
              {product.variant !== null && (
                <span className="compare-panel__variant">{product.variant}</span>
              )}
              {product.unavailable && (
                <span className="compare-panel__variant">
                  {messages['comparison.panel.unavailable']}
                </span>
              )}
            </span>
            <button
              type="button"
              className="comparison-button comparison-button--quiet"
              aria-label={format(messages['comparison.removeLabel'], { product: product.name })}
              onClick={() => onRemove(product.key)}
            >
              {messages['comparison.remove']}
            </button>
          </li>
        ))}
      </ul>
      <div className="compare-panel__group-actions">
        <button
          type="button"
          className="comparison-button comparison-button--primary"
          aria-label={format(messages['comparison.panel.compareGroupLabel'], {
            group: group.title,
          })}
          disabled={!canCompare}
          onClick={onCompare}
        >
          {messages['comparison.panel.compareGroup']}
        </button>
        <button
          type="button"
          className="comparison-button"
          aria-label={format(messages['comparison.panel.removeGroupLabel'], {
            group: group.title,
          })}
          onClick={onRemoveGroup}
        >
          {messages['comparison.panel.removeGroup']}
        </button>
      </div>
    </section>
  );
}
