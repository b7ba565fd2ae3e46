import type { MeasurementSystem } from '@kmx/domain/site';
import { measurementSystems } from '@kmx/domain/site';
import { useId } from 'react';
import { useMessages } from '../i18n/MessagesProvider';

export interface MeasurementSystemToggleProps {
  readonly system: MeasurementSystem;
  readonly onChange: (system: MeasurementSystem) => void;
}

const labelKeys = {
  Metric: 'catalogue.product.metric',
  Imperial: 'catalogue.product.imperial',
} as const;

/**
 * Spec public-site 2.5, 4: two buttons with `aria-pressed`, one per system. Buttons are reached
 * with Tab and pressed with Enter or Space, so the toggle works by keyboard without a script of
 * its own.
 */
export function MeasurementSystemToggle({ system, onChange }: MeasurementSystemToggleProps) {
  const messages = useMessages();
  const labelId = useId();
  return (
    <div className="measurement-toggle" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="measurement-toggle__label">
        {messages['catalogue.product.units']}
      </span>
      {Object.values(measurementSystems).map((choice) => (
        <button
          key={choice}
          type="button"
          className="measurement-toggle__button"
          aria-pressed={choice === system}
          onClick={() => {
            if (choice !== system) onChange(choice);
          }}
        >
          {messages[labelKeys[choice]]}
        </button>
      ))}
    </div>
  );
}
