import type { RelatedStoryLink } from '@kmx/domain/catalogue';
import type { Story } from '@kmx/domain/content';

/** Just the fields of `Story`, so a list item's extra fields do not travel in the payload. */
function storyOf(story: Story): Story {
  return {
    id: story.id,
    slug: story.slug,
    publicationDate: story.publicationDate,
    title: story.title,
    leadText: story.leadText,
    storyContacts: story.storyContacts,
    image: story.image,
    category: story.category,
  };
}

/**
 * The stories of a product or service page: first those the catalogue links, in its order, as far
 * as the content service has them; then those the content service relates to the product itself.
 * Each story once; a linked slug the content service does not know is left out.
 */
export function relatedStories(
  links: readonly RelatedStoryLink[],
  known: readonly Story[],
  relatedByContent: readonly Story[],
): readonly Story[] {
  const bySlug = new Map(known.map((story) => [story.slug, story]));
  const linked = links.flatMap((link) => {
    const story = bySlug.get(link.slug);
    return story === undefined ? [] : [story];
  });
  const seen = new Set<string>();
  return [...linked, ...relatedByContent]
    .filter((story) => {
      if (seen.has(story.slug)) return false;
      seen.add(story.slug);
      return true;
    })
    .map(storyOf);
}
