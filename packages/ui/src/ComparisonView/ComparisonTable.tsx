import type { MeasurementSystem } from '@kmx/domain/site';
import { useMessages } from '../i18n/MessagesProvider';
import type { ComparisonRow } from './comparison-table';
import type { ComparisonColumn } from './comparison-view-model';
import { ComparedProductRows } from './ComparedProductRows';

export interface ComparisonTableProps {
  readonly columns: readonly ComparisonColumn[];
  readonly rows: readonly ComparisonRow[];
  readonly measurementSystem: MeasurementSystem;
  readonly onChangeVariant: (key: string, variantId: string | null) => void;
  readonly onRemove: (key: string) => void;
}

/**
 * The products side by side as column headers, then one row per specification; it scrolls
 * sideways inside a focusable region, so a keyboard can scroll it too.
 */
export function ComparisonTable({
  columns,
  rows,
  measurementSystem,
  onChangeVariant,
  onRemove,
}: ComparisonTableProps) {
  const messages = useMessages();
  return (
    <div
      className="comparison-view__scroller"
      role="region"
      tabIndex={0}
      aria-label={messages['comparison.view.caption']}
    >
      <table className="comparison-view__table">
        <caption className="visually-hidden">{messages['comparison.view.caption']}</caption>
        <thead>
          <tr>
            <td className="comparison-view__corner" />
            {columns.map(({ entry, product }) => (
              <th key={entry.key} scope="col" className="comparison-view__product">
                {product.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <ComparedProductRows
            columns={columns}
            measurementSystem={measurementSystem}
            onChangeVariant={onChangeVariant}
            onRemove={onRemove}
          />
          {rows.map((row) => (
            <tr key={row.key} className="comparison-view__row">
              <th scope="row">
                {row.name}
                {row.unit !== null && <span className="comparison-view__unit"> ({row.unit})</span>}
              </th>
              {row.values.map((value, column) => (
                <td key={columns[column]?.entry.key ?? column}>
                  {value ?? messages['comparison.view.noValue']}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
