import { useEffect, useState } from 'react';
import type { SiteServices } from '../site-services/SiteServices';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before suggestions are asked for. */
const suggestDelayMs = 200;
/** Fewer characters suggest too much to help. */
const suggestMinLength = 2;

export interface SuggestScope {
  readonly localeCode: string;
  readonly siteSlug: string | null;
}

/**
 * Suggestions for what the visitor is typing: asked once typing pauses and the text has at least
 * two characters. An answer for an older text is dropped, so a slow reply never replaces a newer
 * one; a failing suggest shows none (searching still works).
 */
export function useSearchSuggestions(
  services: SiteServices | null,
  scope: SuggestScope,
  query: string,
  enabled: boolean,
): readonly string[] {
  const settled = useDebouncedValue(query.trim(), suggestDelayMs);
  const [answer, setAnswer] = useState<{ query: string; suggestions: readonly string[] }>({
    query: '',
    suggestions: [],
  });
  const { localeCode, siteSlug } = scope;
  const wanted = enabled && services !== null && settled.length >= suggestMinLength;

  useEffect(() => {
    if (!wanted || services === null) return;
    let current = true;
    services
      .suggest({ localeCode, siteSlug, query: settled })
      .then(
        (suggestions) => suggestions,
        () => [],
      )
      .then((suggestions) => {
        if (current) setAnswer({ query: settled, suggestions });
      });
    return () => {
      current = false;
    };
  }, [wanted, services, localeCode, siteSlug, settled]);

  // Only the answer to what the input holds now counts.
  return wanted && answer.query === settled && settled === query.trim() ? answer.suggestions : [];
}
