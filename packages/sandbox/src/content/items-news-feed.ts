import { createGraphQLError } from 'graphql-yoga';
import { storedNewsFeed } from './items-data';
import { localisedText } from './items-localise';
import type { ItemsContext } from './items-stories';
import { contentImage } from './items-stories';

/** A page may not be larger than this, so one request cannot ask for the whole feed at once. */
const newsFeedMaxPageSize = 50;

const cursorPrefix = 'news-feed:';

/** Opaque to clients: the id of the last item of a page, so new items do not shift later pages. */
function newsFeedCursor(id: string): string {
  return Buffer.from(cursorPrefix + id, 'utf8').toString('base64url');
}

function positionAfter(cursor: string | null | undefined): number {
  if (cursor == null) return 0;
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const index = decoded.startsWith(cursorPrefix)
    ? storedNewsFeed.findIndex((item) => item.id === decoded.slice(cursorPrefix.length))
    : -1;
  if (index === -1) throw createGraphQLError(`Unknown news feed cursor: ${cursor}`);
  return index + 1;
}

export function newsFeedPage(
  args: { readonly first?: number | null; readonly after?: string | null },
  context: ItemsContext,
) {
  const first = args.first ?? 10;
  if (!Number.isInteger(first) || first < 1 || first > newsFeedMaxPageSize) {
    throw createGraphQLError(`first must be between 1 and ${newsFeedMaxPageSize}, not ${first}`);
  }
  const start = positionAfter(args.after);
  const items = storedNewsFeed.slice(start, start + first);
  const edges = items.map((item) => {
    const text = localisedText(item.translations, context.languages);
    return {
      cursor: newsFeedCursor(item.id),
      node: {
        id: item.id,
        title: text.title,
        text: text.text,
        image: contentImage(context, item.image, text.imageAlt ?? ''),
        link: item.link,
        publicationDate: item.publicationDate,
      },
    };
  });
  return {
    edges,
    pageInfo: {
      hasNextPage: start + items.length < storedNewsFeed.length,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
