import type { CachePurge } from '@kmx/domain/policies';
import type { ContentSource, ContextualSource, PurgeBus } from '@kmx/domain/ports';

/** What a purge dropped, as the endpoint answers it. */
export type PurgeReport =
  | { readonly all: true }
  | {
      readonly ids: readonly string[];
      readonly paths: readonly string[];
      /** Ids the content service no longer knows: their data is dropped, their pages by path only. */
      readonly unresolvedIds: readonly string[];
    };

export interface PurgePublishing {
  readonly bus: PurgeBus;
  /** The content service, read past the data cache for the paths of the pages named by id. */
  readonly content: ContextualSource<ContentSource>;
}

// Past the data cache: the entry being purged would answer with the page's old data.
const uncachedRead = { mode: 'bypass', nextRelease: false, stage: 'PUBLISHED' } as const;

/** A page's path is the same in each of its languages: any language finds it. */
const anyLanguage = 'en';

/**
 * A purge as every instance receives it: the pages named by id get their paths added here, once,
 * since the whole-page cache keeps pages under their paths. Then every instance is told, this one
 * first; the answer says what was purged.
 */
export async function publishPurge(
  purge: CachePurge,
  publishing: PurgePublishing,
): Promise<PurgeReport> {
  if (purge.kind === 'all') {
    await publishing.bus.publish(purge);
    return { all: true };
  }
  const source = publishing.content.withContext(uncachedRead);
  const found = await Promise.all(
    purge.ids.map((id) =>
      source.pageById({ id, language: anyLanguage }).then(
        (page) => ({ id, path: page?.url ?? null }),
        () => ({ id, path: null }),
      ),
    ),
  );
  const paths = [
    ...new Set([...purge.paths, ...found.flatMap(({ path }) => (path === null ? [] : [path]))]),
  ];
  const unresolvedIds = found.flatMap(({ id, path }) => (path === null ? [id] : []));
  await publishing.bus.publish({ kind: 'pages', ids: purge.ids, paths });
  return { ids: purge.ids, paths, unresolvedIds };
}
