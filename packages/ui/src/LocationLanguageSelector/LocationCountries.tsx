import type { LocationView } from '@kmx/domain/view';
import { useEffect, useId, useState } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { RetryAlert } from '../RetryAlert';
import {
  countryFilterThreshold,
  filterCountries,
  matchesCountry,
  searchable,
} from './country-filter';
import { useCountryOptions } from './use-country-options';

export interface LocationCountriesProps {
  /** The visitor's country and this page's path. */
  readonly location: LocationView;
  /** The site and language the countries are named for. */
  readonly siteId: string;
  readonly language: string;
  /** Whether the selector's panel is open: the countries are asked for when it first opens. */
  readonly open: boolean;
  /** The id of the heading that names the list. */
  readonly headingId: string;
}

/**
 * The countries of the location selector (spec public-site 2.5): asked for when the panel first
 * opens, then drawn as links to this page in each country, the current one marked; a long list
 * gets a filter field. Says while they load and when they could not be loaded (with "Try again").
 * Only the browser draws it, so its code stays out of a page's first load.
 */
export function LocationCountries({
  location,
  siteId,
  language,
  open,
  headingId,
}: LocationCountriesProps) {
  const messages = useMessages();
  const baseId = useId();
  const [query, setQuery] = useState('');
  const countries = useCountryOptions(location, { siteId, language });
  const { load } = countries;
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  const shown = filterCountries(countries.options, query);
  const nothingFound =
    searchable(query) !== '' &&
    !countries.options.some((country) => matchesCountry(country, query));
  const ids = { list: `${baseId}-list`, filter: `${baseId}-filter`, hint: `${baseId}-hint` };
  return (
    <>
      {countries.options.length >= countryFilterThreshold && (
        <div className="locale-selector__filter">
          <label htmlFor={ids.filter}>{messages['furniture.locale.filter']}</label>
          <input
            id={ids.filter}
            type="search"
            autoComplete="off"
            value={query}
            aria-describedby={ids.hint}
            aria-controls={ids.list}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p id={ids.hint} className="locale-selector__hint">
            {messages['furniture.locale.filterHint']}
          </p>
        </div>
      )}
      <ul id={ids.list} className="locale-selector__countries" aria-labelledby={headingId}>
        {/* About 250 links: drawn only while the panel is open. */}
        {(open ? shown : []).map((country) => (
          <li key={country.countryCode}>
            <a
              className="locale-selector__option"
              href={country.href}
              {...(country.current && { 'aria-current': 'true' as const })}
            >
              {country.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="locale-selector__no-match" aria-live="polite">
        {nothingFound ? format(messages['furniture.locale.noMatch'], { query }) : ''}
        {open && countries.state === 'loading' ? messages['furniture.locale.loading'] : ''}
      </p>
      {open && countries.state === 'failed' && (
        <RetryAlert
          tone="furniture"
          message={messages['furniture.locale.loadFailed']}
          retryLabel={messages['furniture.locale.retry']}
          onRetry={countries.retry}
        />
      )}
    </>
  );
}
