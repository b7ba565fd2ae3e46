import type { CountryChoice, CountryOption, LocationView } from '@kmx/domain/view';
import { localisedLink } from '@kmx/domain/routing';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSiteServices } from '../site-services';

/** Where the list of countries is: not asked for yet, on its way, there, or failed. */
export type CountryListState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface CountryOptions {
  readonly state: CountryListState;
  /** The countries, each linking this page in its locale; empty until loaded. */
  readonly options: readonly CountryOption[];
  /** Asks for the countries, once per site and language. */
  readonly load: () => void;
  /** Asks again after a failure. */
  readonly retry: () => void;
}

interface CountryList {
  /** The site and language the list is for. */
  readonly key: string;
  readonly state: CountryListState;
  readonly choices: readonly CountryChoice[];
}

/**
 * The location selector's countries, asked for when the panel first opens (they are the same on
 * every page of a site and language, so pages do not carry them) and linked to this page.
 */
export function useCountryOptions(
  location: LocationView,
  site: { readonly siteId: string; readonly language: string },
): CountryOptions {
  const services = useSiteServices();
  const { siteId, language } = site;
  const key = `${siteId}/${language}`;
  const [list, setList] = useState<CountryList>({ key, state: 'idle', choices: [] });
  // The site and language last asked for: `load` stays the same while the answer comes.
  const asked = useRef<string | null>(null);

  const request = useCallback(() => {
    if (services === null) return;
    asked.current = key;
    setList({ key, state: 'loading', choices: [] });
    services.countries({ siteId, language }).then(
      (choices) => setList({ key, state: 'loaded', choices }),
      () => setList({ key, state: 'failed', choices: [] }),
    );
  }, [services, key, siteId, language]);
  const load = useCallback(() => {
    if (asked.current !== key) request();
  }, [request, key]);

  const current = list.key === key ? list : { key, state: 'idle' as const, choices: [] };
  const options = useMemo(
    () =>
      current.choices.map((choice) => ({
        countryCode: choice.countryCode,
        label: choice.label,
        href: localisedLink(choice.localeCode, location.pathAfterLocale),
        current: choice.countryCode === location.current.countryCode,
      })),
    [current.choices, location],
  );
  return { state: current.state, options, load, retry: request };
}
