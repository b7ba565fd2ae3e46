import type { Capability } from '@kmx/domain/catalogue';
import { imageSizes } from '@kmx/domain/media';
import { useId, useState } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { matchingCapabilities } from './capability-filter';

export interface CapabilitiesSearchProps {
  readonly capabilities: readonly Capability[];
}

/** Spec public-site 2.5: the product's capabilities, filtered by name as the visitor types. */
export function CapabilitiesSearch({ capabilities }: CapabilitiesSearchProps) {
  const messages = useMessages();
  const headingId = useId();
  const inputId = useId();
  const [query, setQuery] = useState('');
  if (capabilities.length === 0) return null;
  const shown = matchingCapabilities(capabilities, query);
  return (
    <section className="product-section capabilities-search" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages['catalogue.product.capabilities']}</h2>
      <label className="capabilities-search__label" htmlFor={inputId}>
        {messages['catalogue.product.capabilitiesSearch']}
      </label>
      <input
        id={inputId}
        className="capabilities-search__input"
        type="search"
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="capabilities-search__count" role="status">
        {shown.length === 0
          ? format(messages['catalogue.product.noCapabilities'], { query: query.trim() })
          : format(messages['catalogue.product.capabilitiesCount'], {
              count: String(shown.length),
              total: String(capabilities.length),
            })}
      </p>
      {shown.length > 0 && (
        <ul className="capabilities-search__list">
          {shown.map((capability) => (
            <li key={capability.id} className="capability">
              {capability.image !== null && (
                <ResponsiveImage
                  image={{ url: capability.image, alternativeText: '' }}
                  size={imageSizes.galleryThumbnail}
                  mode="fixed"
                  decorative
                  className="capability__image"
                />
              )}
              <span className="capability__name">{capability.name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
