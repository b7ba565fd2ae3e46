import { storyRoute } from '../routing/content-routes';
import type { RelatedStoryLink } from './CatalogueProduct';

/** The stories a catalogue record names by slug, in its order, each once; blank slugs are left out. */
export function relatedStoryLinks(
  slugs: readonly string[] | null | undefined,
): readonly RelatedStoryLink[] {
  const unique = [...new Set((slugs ?? []).map((slug) => slug.trim()))].filter(
    (slug) => slug !== '',
  );
  return unique.map((slug) => ({ slug, route: storyRoute(slug) }));
}
