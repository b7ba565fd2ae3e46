import type { MeasurementSystem } from '@kmx/domain/site';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { variantName } from './comparison-table';
import {
  chosenVariantValue,
  comparisonPicture,
  type ComparisonColumn,
} from './comparison-view-model';

export interface ComparedProductRowsProps {
  readonly columns: readonly ComparisonColumn[];
  readonly measurementSystem: MeasurementSystem;
  readonly onChangeVariant: (key: string, variantId: string | null) => void;
  readonly onRemove: (key: string) => void;
}

/** The table's first rows, one cell per product: its picture, its variant choice, its removal. */
export function ComparedProductRows({
  columns,
  measurementSystem,
  onChangeVariant,
  onRemove,
}: ComparedProductRowsProps) {
  const messages = useMessages();
  return (
    <>
      <tr>
        <th scope="row">{messages['comparison.view.picture']}</th>
        {columns.map(({ entry, product }) => {
          const picture = comparisonPicture(product);
          return (
            <td key={entry.key}>
              {picture !== null && (
                <img
                  className="comparison-view__picture"
                  src={picture.url}
                  alt={picture.name}
                  loading="lazy"
                />
              )}
            </td>
          );
        })}
      </tr>
      <tr>
        <th scope="row">{messages['comparison.view.variant']}</th>
        {columns.map(({ entry, product }) => (
          <td key={entry.key}>
            {product.variants.length === 0 ? (
              messages['comparison.view.standardVersion']
            ) : (
              <select
                className="comparison-view__variant"
                aria-label={format(messages['comparison.view.variantOf'], {
                  product: product.name,
                })}
                value={chosenVariantValue(product, entry.variantId)}
                onChange={(event) => onChangeVariant(entry.key, event.currentTarget.value || null)}
              >
                <option value="">{messages['comparison.view.standardVersion']}</option>
                {product.variants.map((variant) => (
                  <option key={variant.id} value={variant.id}>
                    {variantName(variant, measurementSystem)}
                  </option>
                ))}
              </select>
            )}
          </td>
        ))}
      </tr>
      <tr>
        <th scope="row">{messages['comparison.view.actions']}</th>
        {columns.map(({ entry, product }) => (
          <td key={entry.key}>
            <button
              type="button"
              className="comparison-button"
              aria-label={format(messages['comparison.removeLabel'], { product: product.name })}
              onClick={() => onRemove(entry.key)}
            >
              {messages['comparison.remove']}
            </button>
          </td>
        ))}
      </tr>
    </>
  );
}
