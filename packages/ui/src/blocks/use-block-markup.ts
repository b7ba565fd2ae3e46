import { localiseMarkupLinks } from '@kmx/domain/content';
import { useBlockSettings } from './BlockSettings';

/**
 * Sanitised CMS markup with its links localised for the page (the server has cleaned it; this
 * only rewrites `href`s, the same way on the server and in the browser).
 */
export function useBlockMarkup(html: string): { __html: string } {
  const { linkContext } = useBlockSettings();
  return { __html: localiseMarkupLinks(html, linkContext) };
}
