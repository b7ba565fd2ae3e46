import type { CountryOption, LanguageOption } from '@kmx/domain';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon, GlobeIcon } from '../furniture/icons';
import { useHydrated } from '../furniture/use-hydrated';
import { useOutsideDismiss } from '../furniture/use-outside-dismiss';
import { format } from '../i18n/messages-for';
import { useMessages } from '../i18n/MessagesProvider';
import {
  countryFilterThreshold,
  filterCountries,
  matchesCountry,
  searchable,
} from './country-filter';

export interface LocationLanguageSelectorProps {
  /** The same page in each language of the site; the current one is marked. */
  readonly languages: readonly LanguageOption[];
  /** The same page in each country (about 250 of them); the current one is marked. */
  readonly countries: readonly CountryOption[];
}

/**
 * The header's location and language selector (spec public-site 2.5): a disclosure panel with the
 * languages and the countries as plain links (the server gives each `href`), the current ones
 * marked. A long country list gets a filter field once the page is hydrated.
 */
export function LocationLanguageSelector({ languages, countries }: LocationLanguageSelectorProps) {
  const messages = useMessages();
  const hydrated = useHydrated();
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideDismiss(containerRef, open, close);

  if (languages.length === 0 && countries.length === 0) return null;

  const currentCountry = countries.find((country) => country.current);
  const currentLanguage = languages.find((language) => language.current);
  const shown = filterCountries(countries, query);
  const nothingFound =
    searchable(query) !== '' && !countries.some((country) => matchesCountry(country, query));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const ids = {
    panel: `${baseId}-panel`,
    languages: `${baseId}-languages`,
    countries: `${baseId}-countries`,
    countryList: `${baseId}-country-list`,
    filter: `${baseId}-filter`,
    hint: `${baseId}-hint`,
  };
  return (
    <div
      ref={containerRef}
      className={`locale-selector ${hydrated ? 'locale-selector--enhanced' : 'locale-selector--static'}`}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className="locale-selector__toggle"
        aria-expanded={open}
        aria-controls={ids.panel}
        onClick={() => setOpen(!open)}
      >
        <GlobeIcon />
        <span className="visually-hidden">{messages['furniture.locale.toggle']}: </span>
        <span className="locale-selector__summary">
          {currentCountry && <span>{currentCountry.label}</span>}
          {currentCountry && currentLanguage && (
            <span className="locale-selector__separator" aria-hidden="true">
              ·
            </span>
          )}
          {currentCountry && currentLanguage && <span className="visually-hidden">, </span>}
          {currentLanguage && <span>{currentLanguage.label}</span>}
        </span>
        {currentLanguage && (
          <span className="locale-selector__code" aria-hidden="true">
            {currentLanguage.languageCode.toUpperCase()}
          </span>
        )}
        <ChevronDownIcon className="locale-selector__chevron" />
      </button>
      <div id={ids.panel} className="locale-selector__panel" hidden={!open}>
        {languages.length > 0 && (
          <div className="locale-selector__group">
            <p id={ids.languages} className="locale-selector__heading">
              {messages['furniture.locale.languages']}
            </p>
            <ul className="locale-selector__languages" aria-labelledby={ids.languages}>
              {languages.map((language) => (
                <li key={language.languageCode}>
                  <a
                    className="locale-selector__option"
                    href={language.href}
                    hrefLang={language.languageCode}
                    {...(language.current && { 'aria-current': 'true' as const })}
                  >
                    {language.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {countries.length > 0 && (
          <div className="locale-selector__group locale-selector__group--countries">
            <p id={ids.countries} className="locale-selector__heading">
              {messages['furniture.locale.countries']}
            </p>
            {hydrated && countries.length >= countryFilterThreshold && (
              <div className="locale-selector__filter">
                <label htmlFor={ids.filter}>{messages['furniture.locale.filter']}</label>
                <input
                  id={ids.filter}
                  type="search"
                  autoComplete="off"
                  value={query}
                  aria-describedby={ids.hint}
                  aria-controls={ids.countryList}
                  onChange={(event) => setQuery(event.target.value)}
                />
                <p id={ids.hint} className="locale-selector__hint">
                  {messages['furniture.locale.filterHint']}
                </p>
              </div>
            )}
            <ul
              id={ids.countryList}
              className="locale-selector__countries"
              aria-labelledby={ids.countries}
            >
              {/* About 250 links: drawn only once the panel is opened, to keep hydration light. */}
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
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
