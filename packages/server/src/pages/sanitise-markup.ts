import { contentElementId } from '@kmx/domain/content';
import sanitizeHtml from 'sanitize-html';

const allowedTags = [
  ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'iframe'),
  'img',
  'figure',
  'figcaption',
];

/**
 * CMS markup keeps its formatting and links, never scripts, handlers or foreign embeds. Its ids
 * never shadow the product's own elements (the startup data, the app's root, the main landmark):
 * one the product keeps for itself gets the prefix `content-` (see `contentElementId`), and the
 * markup's own links to it (`href="#kmx-view"`) follow, so in-page anchors keep working.
 */
export function sanitiseMarkup(html: string): string {
  const moved = new Map<string, string>();
  const clean = sanitizeHtml(html, options(moved, new Map()));
  // Rare: only markup that used one of the product's ids is read a second time, for its links.
  return moved.size === 0 ? clean : sanitizeHtml(clean, options(new Map(), moved));
}

/**
 * The sanitiser's options; ids it moves are recorded in `moved`, and fragment links to ids in
 * `follow` are pointed at their new ids.
 */
function options(
  moved: Map<string, string>,
  follow: ReadonlyMap<string, string>,
): sanitizeHtml.IOptions {
  return {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      '*': ['id', 'class', 'lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) => {
        const { href } = attribs;
        const target = href?.startsWith('#') ? follow.get(fragmentId(href)) : undefined;
        return {
          tagName,
          attribs: {
            ...attribs,
            ...(target !== undefined && { href: `#${target}` }),
            rel: 'noopener noreferrer',
          },
        };
      },
      '*': (tagName, attribs) => {
        const { id, ...rest } = attribs;
        if (id === undefined) return { tagName, attribs };
        // An empty id names nothing; it goes.
        if (id === '') return { tagName, attribs: rest };
        const own = contentElementId(id);
        if (own === id) return { tagName, attribs };
        moved.set(id, own);
        // In place, so the attributes keep their order.
        return { tagName, attribs: { ...attribs, id: own } };
      },
    },
  };
}

/** The id a fragment link names: browsers match the fragment percent-decoded too. */
function fragmentId(href: string): string {
  const raw = href.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
