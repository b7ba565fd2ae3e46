import { type CatalogueProduct } from '@kmx/domain/catalogue';
import {
  comparedProductName,
  comparisonSpecifications,
  type ComparedProduct,
} from '@kmx/domain/comparison';
import { type MeasurementSystem } from '@kmx/domain/site';
import { useId, useState } from 'react';
import { DialogHeader } from '../DialogHeader';
import { useModalDialog } from '../furniture/use-modal-dialog';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { comparedSpecifications, comparisonRows, variantName } from './comparison-table';

export interface ComparisonViewProps {
  readonly open: boolean;
  /** The group's title, e.g. `Cutting`. */
  readonly title: string;
  /** The group's entries in the basket, in order. */
  readonly entries: readonly ComparedProduct[];
  /** The products as loaded; an entry whose product is missing is not offered in the country. */
  readonly products: readonly CatalogueProduct[];
  /**
   * The page's system (the visitor's choice, else the country's): the view starts from it and
   * follows when it changes elsewhere, as on the product page while the view was closed.
   */
  readonly measurementSystem: MeasurementSystem;
  readonly onMeasurementSystemChange?: (system: MeasurementSystem) => void;
  readonly onChangeVariant: (key: string, variantId: string | null) => void;
  readonly onRemove: (key: string) => void;
  readonly onClose: () => void;
}

interface Column {
  readonly entry: ComparedProduct;
  readonly product: CatalogueProduct;
}

function pictureOf(product: CatalogueProduct) {
  return product.images.find((image) => image.isDefault) ?? product.images[0] ?? null;
}

/**
 * Spec public-site 2.5, 4, 5: one group's products side by side. The technical data follow the
 * specification filter: the chosen measurement system, duplicates always removed and, for two or
 * more products, optionally what all have alike. Each product's variant can be changed, and each
 * product removed.
 */
export function ComparisonView({
  open,
  title,
  entries,
  products,
  measurementSystem: pageSystem,
  onMeasurementSystemChange,
  onChangeVariant,
  onRemove,
  onClose,
}: ComparisonViewProps) {
  const messages = useMessages();
  const headingId = useId();
  const controlsId = useId();
  const [measurementSystem, setMeasurementSystem] = useState(pageSystem);
  // The view stays mounted while closed; a choice made meanwhile on the page wins when it opens.
  const [followedSystem, setFollowedSystem] = useState(pageSystem);
  if (followedSystem !== pageSystem) {
    setFollowedSystem(pageSystem);
    setMeasurementSystem(pageSystem);
  }
  const [hideIdentical, setHideIdentical] = useState(false);
  const dialog = useModalDialog(open, onClose);

  const bySlug = new Map(products.map((product) => [product.slug, product]));
  const columns: Column[] = entries.flatMap((entry) => {
    const product = bySlug.get(entry.slug);
    return product === undefined ? [] : [{ entry, product }];
  });
  const unavailable = entries.filter((entry) => !bySlug.has(entry.slug));
  const canHideIdentical = columns.length > 1;
  const lists = comparisonSpecifications(
    columns.map(({ entry, product }) => comparedSpecifications(product, entry.variantId)),
    { measurementSystem, hideIdentical: canHideIdentical && hideIdentical },
  );
  const rows = comparisonRows(lists);
  const chooseSystem = (system: MeasurementSystem) => {
    setMeasurementSystem(system);
    onMeasurementSystemChange?.(system);
  };

  return (
    <dialog className="modal-dialog comparison-view" aria-labelledby={headingId} {...dialog}>
      <div className="comparison-view__box">
        <DialogHeader
          block="comparison-view"
          headingId={headingId}
          heading={format(messages['comparison.view.heading'], { group: title })}
          onClose={onClose}
        />

        <div className="comparison-view__controls" id={controlsId}>
          <fieldset className="comparison-view__units">
            <legend>{messages['comparison.view.units']}</legend>
            {(['Metric', 'Imperial'] as const).map((system) => (
              <label key={system} className="comparison-view__choice">
                <input
                  type="radio"
                  name={`${controlsId}-units`}
                  value={system}
                  checked={measurementSystem === system}
                  onChange={() => chooseSystem(system)}
                />
                {system === 'Metric'
                  ? messages['comparison.view.metric']
                  : messages['comparison.view.imperial']}
              </label>
            ))}
          </fieldset>
          {canHideIdentical && (
            <label className="comparison-view__choice comparison-view__identical">
              <input
                type="checkbox"
                checked={hideIdentical}
                onChange={(event) => setHideIdentical(event.currentTarget.checked)}
              />
              {messages['comparison.view.hideIdentical']}
            </label>
          )}
        </div>

        {unavailable.length > 0 && (
          <p className="comparison-view__note">
            {format(messages['comparison.view.unavailable'], {
              // By the name kept in the basket: the catalogue no longer answers for them here.
              products: [...new Set(unavailable.map((entry) => comparedProductName(entry)))].join(
                ', ',
              ),
            })}
          </p>
        )}

        {columns.length > 0 && (
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
                <tr>
                  <th scope="row">{messages['comparison.view.picture']}</th>
                  {columns.map(({ entry, product }) => {
                    const picture = pictureOf(product);
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
                          value={
                            product.variants.some((variant) => variant.id === entry.variantId)
                              ? (entry.variantId ?? '')
                              : ''
                          }
                          onChange={(event) =>
                            onChangeVariant(entry.key, event.currentTarget.value || null)
                          }
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
                        aria-label={format(messages['comparison.removeLabel'], {
                          product: product.name,
                        })}
                        onClick={() => onRemove(entry.key)}
                      >
                        {messages['comparison.remove']}
                      </button>
                    </td>
                  ))}
                </tr>
                {rows.map((row) => (
                  <tr key={row.key} className="comparison-view__row">
                    <th scope="row">
                      {row.name}
                      {row.unit !== null && (
                        <span className="comparison-view__unit"> ({row.unit})</span>
                      )}
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
        )}
        {columns.length > 0 && rows.length === 0 && (
          <p className="comparison-view__note">
            {canHideIdentical && hideIdentical
              ? messages['comparison.view.allIdentical']
              : messages['comparison.view.noSpecifications']}
          </p>
        )}
      </div>
    </dialog>
  );
}
