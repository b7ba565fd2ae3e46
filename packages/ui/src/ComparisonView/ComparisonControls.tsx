import type { MeasurementSystem } from '@kmx/domain/site';
import { useId } from 'react';
import { useMessages } from '../i18n/MessagesProvider';

export interface ComparisonControlsProps {
  readonly measurementSystem: MeasurementSystem;
  readonly onMeasurementSystemChange: (system: MeasurementSystem) => void;
  /** Offered for two or more products only (spec public-site 5). */
  readonly canHideIdentical: boolean;
  readonly hideIdentical: boolean;
  readonly onHideIdenticalChange: (hide: boolean) => void;
}

const systems = ['Metric', 'Imperial'] as const;

/** The comparison's filter: the measurement system, and whether to hide what all have alike. */
export function ComparisonControls({
  measurementSystem,
  onMeasurementSystemChange,
  canHideIdentical,
  hideIdentical,
  onHideIdenticalChange,
}: ComparisonControlsProps) {
  const messages = useMessages();
  const id = useId();
  return (
    <div className="comparison-view__controls" id={id}>
      <fieldset className="comparison-view__units">
        <legend>{messages['comparison.view.units']}</legend>
        {systems.map((system) => (
          <label key={system} className="comparison-view__choice">
            <input
              type="radio"
              name={`${id}-units`}
              value={system}
              checked={measurementSystem === system}
              onChange={() => onMeasurementSystemChange(system)}
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
            onChange={(event) => onHideIdenticalChange(event.currentTarget.checked)}
          />
          {messages['comparison.view.hideIdentical']}
        </label>
      )}
    </div>
  );
}
