import type { LocationFilter, LocationType } from '@kmx/domain/content';
import { locationFilterParameters, noLocationFilter } from '@kmx/domain/content';
import { useId } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import type { CountryChoice } from './locations-view-model';

export interface LocationsFilterProps {
  readonly filter: LocationFilter;
  readonly countries: readonly CountryChoice[];
  readonly types: readonly LocationType[];
  readonly filtered: boolean;
  /** False before hydration: the form is then sent as it is, a GET to the same page. */
  readonly hydrated: boolean;
  readonly onCountry: (value: string) => void;
  readonly onType: (value: string) => void;
  readonly onChoose: (filter: LocationFilter) => void;
}

/**
 * The filter by country and type of location: a GET form, so it works without scripts; once
 * hydrated it has no button to send it, each choice filters at once.
 */
export function LocationsFilter({
  filter,
  countries,
  types,
  filtered,
  hydrated,
  onCountry,
  onType,
  onChoose,
}: LocationsFilterProps) {
  const messages = useMessages();
  const id = useId();
  return (
    <form className="locations__filter" method="get">
      <fieldset className="locations__fieldset">
        <legend className="locations__legend">{messages['locations.filter.legend']}</legend>
        <div className="locations__field">
          <label htmlFor={`${id}-country`}>{messages['locations.filter.country']}</label>
          <select
            id={`${id}-country`}
            name={locationFilterParameters.country}
            value={filter.country ?? ''}
            onChange={(event) => onCountry(event.target.value)}
          >
            <option value="">{messages['locations.filter.allCountries']}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code} suppressHydrationWarning>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <div className="locations__field">
          <label htmlFor={`${id}-type`}>{messages['locations.filter.type']}</label>
          <select
            id={`${id}-type`}
            name={locationFilterParameters.type}
            value={filter.type ?? ''}
            onChange={(event) => onType(event.target.value)}
          >
            <option value="">{messages['locations.filter.allTypes']}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {messages[`locations.type.${type}`]}
              </option>
            ))}
          </select>
        </div>
        {!hydrated && (
          <button className="button button--primary locations__apply" type="submit">
            {messages['locations.filter.apply']}
          </button>
        )}
        {filtered &&
          (hydrated ? (
            <button
              className="button button--link locations__reset"
              type="button"
              onClick={() => onChoose(noLocationFilter)}
            >
              {messages['locations.filter.reset']}
            </button>
          ) : (
            <a className="locations__reset" href="?">
              {messages['locations.filter.reset']}
            </a>
          ))}
      </fieldset>
    </form>
  );
}
