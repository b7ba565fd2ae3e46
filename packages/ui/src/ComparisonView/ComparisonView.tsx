import { type CatalogueProduct } from '@kmx/domain/catalogue';
import { type ComparedProduct } from '@kmx/domain/comparison';
import { type MeasurementSystem } from '@kmx/domain/site';
import { useState } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ModalDialog } from '../ModalDialog';
import { comparisonViewModel } from './comparison-view-model';
import { ComparisonControls } from './ComparisonControls';
import { ComparisonTable } from './ComparisonTable';

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
  const [measurementSystem, setMeasurementSystem] = useState(pageSystem);
  // The view stays mounted while closed; a choice made meanwhile on the page wins when it opens.
  const [followedSystem, setFollowedSystem] = useState(pageSystem);
  if (followedSystem !== pageSystem) {
    setFollowedSystem(pageSystem);
    setMeasurementSystem(pageSystem);
  }
  const [hideIdentical, setHideIdentical] = useState(false);
  const view = comparisonViewModel({ entries, products, measurementSystem, hideIdentical });
  const chooseSystem = (system: MeasurementSystem) => {
    setMeasurementSystem(system);
    onMeasurementSystemChange?.(system);
  };

  return (
    <ModalDialog open={open} onClose={onClose} block="comparison-view">
      <ModalDialog.Title>
        {format(messages['comparison.view.heading'], { group: title })}
      </ModalDialog.Title>
      <ComparisonControls
        measurementSystem={measurementSystem}
        onMeasurementSystemChange={chooseSystem}
        canHideIdentical={view.canHideIdentical}
        hideIdentical={hideIdentical}
        onHideIdenticalChange={setHideIdentical}
      />
      {view.unavailableNames.length > 0 && (
        <p className="comparison-view__note">
          {/* By the name kept in the basket: the catalogue no longer answers for them here. */}
          {format(messages['comparison.view.unavailable'], {
            products: view.unavailableNames.join(', '),
          })}
        </p>
      )}
      {view.columns.length > 0 && (
        <ComparisonTable
          columns={view.columns}
          rows={view.rows}
          measurementSystem={measurementSystem}
          onChangeVariant={onChangeVariant}
          onRemove={onRemove}
        />
      )}
      {view.emptyNote !== null && (
        <p className="comparison-view__note">
          {view.emptyNote === 'allIdentical'
            ? messages['comparison.view.allIdentical']
            : messages['comparison.view.noSpecifications']}
        </p>
      )}
    </ModalDialog>
  );
}
