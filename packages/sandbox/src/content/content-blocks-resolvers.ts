import { absoluteMediaUrl } from '../media/media';
import type { ContentContext } from './content-context';
import type { LocalizedText, StoredBlock, StoredLink } from './content-data';
import { storedPages } from './content-data';
import { localized } from './localized-text';

const linkTypes = {
  page: 'PageLink',
  path: 'PathLink',
  external: 'ExternalLink',
  product: 'ProductLink',
  service: 'ServiceLink',
} as const satisfies Record<StoredLink['kind'], string>;

interface HasUrl {
  readonly url: string;
}

/** Media paths in the data become addresses on the host the client asked. */
function mediaUrl(value: HasUrl, _: unknown, context: ContentContext): string | null {
  return absoluteMediaUrl(context.requestUrl, value.url);
}

function linkText(
  link: { readonly text: string | LocalizedText },
  _: unknown,
  context: ContentContext,
) {
  return localized(link.text, context.languages);
}

export const contentBlocksResolvers = {
  Block: {
    // The data names a block's kind; its GraphQL type carries the Block suffix.
    __resolveType: (block: StoredBlock) => `${block.kind}Block`,
  },
  ContentLink: {
    __resolveType: (link: StoredLink) => linkTypes[link.kind],
  },
  PageLink: {
    text: linkText,
    page: (link: Extract<StoredLink, { kind: 'page' }>) => ({
      id: link.page,
      url: storedPages.find((page) => page.id === link.page)?.path ?? null,
    }),
  },
  PathLink: {
    text: linkText,
    path: (link: Extract<StoredLink, { kind: 'path' }>) => link.path ?? null,
    action: (link: Extract<StoredLink, { kind: 'path' }>) => link.action ?? null,
  },
  ExternalLink: { text: linkText },
  ProductLink: { text: linkText },
  ServiceLink: { text: linkText },
  BlockImage: { url: mediaUrl },
  BlockVideo: { url: mediaUrl },
  DownloadFile: { url: mediaUrl },
  TableBlock: {
    rows: (block: { readonly rows: readonly (readonly string[])[] }) =>
      block.rows.map((cells) => ({ cells })),
  },
};
