import type { Variant } from '@kmx/domain/catalogue';
import type { MeasurementSystem } from '@kmx/domain/site';
import { useId } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { SpecificationTable } from './SpecificationTable';
import { specificationsInSystem, variantName } from './technical-figures';

export interface ProductVariantsProps {
  readonly variants: readonly Variant[];
  readonly system: MeasurementSystem;
  /** The variant shown; the first when `null` or unknown. */
  readonly variantId: string | null;
  readonly onVariantChange: (variantId: string) => void;
}

/** Spec public-site 2.5, 3.6: choose a variant and see its own technical data. */
export function ProductVariants({
  variants,
  system,
  variantId,
  onVariantChange,
}: ProductVariantsProps) {
  const messages = useMessages();
  const headingId = useId();
  const selectId = useId();
  const chosen = variants.find((variant) => variant.id === variantId) ?? variants[0];
  if (chosen === undefined) return null;
  const shown = specificationsInSystem(chosen.specifications, system);
  const chosenName = variantName(chosen, system);
  return (
    <section className="product-section product-variants" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages['catalogue.product.variants']}</h2>
      <div className="product-variants__choice">
        <label htmlFor={selectId}>{messages['catalogue.product.variant']}</label>
        <select
          id={selectId}
          value={chosen.id}
          onChange={(event) => onVariantChange(event.target.value)}
        >
          {variants.map((variant) => (
            <option key={variant.id} value={variant.id}>
              {variantName(variant, system)}
            </option>
          ))}
        </select>
      </div>
      <h3 className="product-variants__name">{chosenName}</h3>
      {shown.length === 0 ? (
        <p className="product-section__empty">{messages['catalogue.product.noVariantData']}</p>
      ) : (
        <SpecificationTable specifications={shown} caption={chosenName} />
      )}
    </section>
  );
}
