import type { LanguageOption, LocationView } from '@kmx/domain/view';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon, GlobeIcon } from '../furniture/icons';
import { useHydrated } from '../furniture/use-hydrated';
import { useOutsideDismiss } from '../furniture/use-outside-dismiss';
import { useMessages } from '../i18n/MessagesProvider';
import { LocationCountries } from '../SiteApp/lazy-parts';

export interface LocationLanguageSelectorProps {
  /** The same page in each language of the site; the current one is marked. */
  readonly languages: readonly LanguageOption[];
  /** The visitor's country and this page's path; `null` when the site offers no country. */
  readonly location: LocationView | null;
  /** The site and language the countries are named for. */
  readonly siteId: string;
  readonly language: string;
}

/**
 * The header's location and language selector (spec public-site 2.5): a disclosure panel with the
 * languages and the countries as plain links to this page in each, the current ones marked. The
 * countries (about 250) are asked for when the panel first opens, with a loading and a failed
 * state; a long list gets a filter field.
 */
export function LocationLanguageSelector({
  languages,
  location,
  siteId,
  language: pageLanguage,
}: LocationLanguageSelectorProps) {
  const messages = useMessages();
  const hydrated = useHydrated();
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideDismiss(containerRef, open, close);

  if (languages.length === 0 && location === null) return null;

  const currentCountry = location?.current;
  const currentLanguage = languages.find((language) => language.current);

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
        {location !== null && (
          <div className="locale-selector__group locale-selector__group--countries">
            <p id={ids.countries} className="locale-selector__heading">
              {messages['furniture.locale.countries']}
            </p>
            <LocationCountries
              location={location}
              siteId={siteId}
              language={pageLanguage}
              open={open}
              headingId={ids.countries}
            />
          </div>
        )}
      </div>
    </div>
  );
}
