import type { CompanyLocation, LocationFilter, LocationType } from '@kmx/domain/content';
import { filterLocations, locationFilterParameters, noLocationFilter } from '@kmx/domain/content';
import { useId, useState, type ChangeEvent } from 'react';
import { useHydrated } from '../furniture/use-hydrated';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { countryName } from '../PageModules/intl-format';

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

/** `tel:` wants digits and the leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Keeps the address in step with the filter, so a reload or a shared link shows the same list. */
function replaceQuery(filter: LocationFilter): void {
  const url = new URL(window.location.href);
  const entries = [
    [locationFilterParameters.country, filter.country],
    [locationFilterParameters.type, filter.type],
  ] as const;
  for (const [name, value] of entries) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  window.history.replaceState(window.history.state, '', url);
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
  const shown = filterLocations(locations, filter);
  const countries = countryCodes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const filtered = filter.country !== null || filter.type !== null;

  const choose = (next: LocationFilter) => {
    setFilter(next);
    replaceQuery(next);
  };
  const onCountry = (event: ChangeEvent<HTMLSelectElement>) =>
    choose({
      ...filter,
      country: countryCodes.find((code) => code === event.target.value) ?? null,
    });
  const onType = (event: ChangeEvent<HTMLSelectElement>) =>
    choose({ ...filter, type: types.find((type) => type === event.target.value) ?? null });

  return (
    <section className="locations" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{messages['locations.title']}</h2>
      <form className="locations__filter" method="get">
        <fieldset className="locations__fieldset">
          <legend className="locations__legend">{messages['locations.filter.legend']}</legend>
          <div className="locations__field">
            <label htmlFor={`${id}-country`}>{messages['locations.filter.country']}</label>
            <select
              id={`${id}-country`}
              name={locationFilterParameters.country}
              value={filter.country ?? ''}
              onChange={onCountry}
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
              onChange={onType}
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
                onClick={() => choose(noLocationFilter)}
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
            <li key={location.id} className="location-card">
              <h3 className="location-card__name">{location.name}</h3>
              <p className="location-card__type">{messages[`locations.type.${location.type}`]}</p>
              <address className="location-card__address">
                {location.street}
                <br />
                {location.postalCode} {location.city}
                <br />
                <span suppressHydrationWarning>{countryName(location.countryCode, locale)}</span>
              </address>
              <dl className="location-card__reach">
                <dt>{messages['locations.phone']}</dt>
                <dd>
                  <a href={telHref(location.phone)}>{location.phone}</a>
                </dd>
                <dt>{messages['locations.email']}</dt>
                <dd>
                  <a href={`mailto:${location.email}`}>{location.email}</a>
                </dd>
                {location.website !== null && (
                  <>
                    <dt>{messages['locations.website']}</dt>
                    <dd>
                      <a href={location.website}>{location.website.replace(/^https?:\/\//, '')}</a>
                    </dd>
                  </>
                )}
              </dl>
              {location.contacts.length > 0 && (
                <>
                  <h4 className="location-card__contacts-title">
                    {messages['locations.contacts']}
                  </h4>
                  <ul className="location-card__contacts">
                    {location.contacts.map((contact) => (
                      <li key={contact.id} className="location-contact">
                        <p className="location-contact__name">{contact.name}</p>
                        <p className="location-contact__role">{contact.role}</p>
                        <p className="location-contact__reach">
                          <a href={telHref(contact.phone)}>{contact.phone}</a>
                          <a href={`mailto:${contact.email}`}>{contact.email}</a>
                        </p>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
