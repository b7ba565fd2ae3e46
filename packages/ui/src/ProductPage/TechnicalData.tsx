import type { Specification } from '@kmx/domain/catalogue';
import type { MeasurementSystem } from '@kmx/domain/site';
import { useId } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { MeasurementSystemToggle } from './MeasurementSystemToggle';
import { SpecificationTable } from './SpecificationTable';
import { specificationsInSystem } from './technical-figures';

export interface TechnicalDataProps {
  readonly specifications: readonly Specification[];
  readonly system: MeasurementSystem;
  readonly onSystemChange: (system: MeasurementSystem) => void;
}

/** Spec public-site 2.5: the product's technical data with the metric/imperial toggle. */
export function TechnicalData({ specifications, system, onSystemChange }: TechnicalDataProps) {
  const messages = useMessages();
  const headingId = useId();
  if (specifications.length === 0) return null;
  const shown = specificationsInSystem(specifications, system);
  const title = messages['catalogue.product.technicalData'];
  return (
    <section className="product-section technical-data" aria-labelledby={headingId}>
      <div className="technical-data__head">
        <h2 id={headingId}>{title}</h2>
        <MeasurementSystemToggle system={system} onChange={onSystemChange} />
      </div>
      {shown.length === 0 ? (
        <p className="product-section__empty">{messages['catalogue.product.noTechnicalData']}</p>
      ) : (
        <SpecificationTable specifications={shown} caption={title} />
      )}
    </section>
  );
}
