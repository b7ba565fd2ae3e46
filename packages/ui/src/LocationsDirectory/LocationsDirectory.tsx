import type { CompanyLocation, LocationFilter, LocationType } from '@kmx/domain/content';
import { useId, useState } from 'react';
import { useHydrated } from '../furniture/use-hydrated';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { countryName } from '../PageModules/intl-format';
import { LocationCard } from './LocationCard';
import { LocationsFilter } from './LocationsFilter';
import { addressWithFilter, locationsView, withCountry, withType } from './locations-view-model';

export interface LocationsDirectoryProps {
  /** Every location; the filter is applied here, so changing it needs no new page. */
  readonly locations: readonly CompanyLocation[];
  readonly countryCodes: readonly string[];
  readonly types: readonly LocationType[];
  /** The filter the address asked for. */
  readonly filter: LocationFilter;
  /** BCP 47 tag for country names, e.g. `de-CH`. */
  readonly locale: string;
}

/**
 * Spec public-site 2.5: the locations and contacts with filters by country and type of location.
 * The filter is a GET form, so it works without scripts; once hydrated it filters as the visitor
 * chooses, without a page load.
 */
export function LocationsDirectory({
  locations,
  countryCodes,
  types,
  filter: initialFilter,
  locale,
}: LocationsDirectoryProps) {
  const messages = useMessages();
  const id = useId();
  const hydrated = useHydrated();
  const [filter, setFilter] = useState(initialFilter);
  const { shown, countries, filtered } = locationsView({
    locations,
    countryCodes,
    filter,
    locale,
    countryName: (code) => countryName(code, locale),
  });

  const choose = (next: LocationFilter) => {
    setFilter(next);
    // Keeps the address in step with the filter, so a reload or a shared link shows the same list.
    window.history.replaceState(
      window.history.state,
      '',
      addressWithFilter(window.location.href, next),
    );
  };

  return (
    <section className="locations" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{messages['locations.title']}</h2>
      <LocationsFilter
        filter={filter}
        countries={countries}
        types={types}
        filtered={filtered}
        hydrated={hydrated}
        onCountry={(value) => choose(withCountry(filter, countryCodes, value))}
        onType={(value) => choose(withType(filter, types, value))}
        onChoose={choose}
      />
      <p className="locations__count" role="status">
        {shown.length === 1
          ? messages['locations.count.one']
          : format(messages['locations.count.other'], { count: String(shown.length) })}
      </p>
      {shown.length === 0 ? (
        <p className="locations__empty">{messages['locations.empty']}</p>
      ) : (
        <ul className="locations__list">
          {shown.map((location) => (
            <LocationCard key={location.id} location={location} locale={locale} />
          ))}
        </ul>
      )}
    </section>
  );
}
