import { parseLocaleCode } from '@kmx/domain/site';
import { useBlockSettings } from './BlockSettings';

/** The language of the page a block is on (`de` for `de-ch`), English when it cannot be told. */
export function useBlockLanguage(): string {
  const { linkContext } = useBlockSettings();
  return parseLocaleCode(linkContext.localeCode)?.language ?? 'en';
}
