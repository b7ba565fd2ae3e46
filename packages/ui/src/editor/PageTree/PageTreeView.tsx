import {
  filterPageTree,
  translationNeeds,
  type EditorTreeItem,
  type FilteredTreeItem,
  type PageTreeFilter,
} from '@kmx/domain/editor';
import type { ContentStage } from '@kmx/domain/ports';
import { useId, useMemo, type ReactNode } from 'react';
import { format } from '../../i18n/format';
import { useEditorMessages } from '../i18n/EditorMessagesProvider';
import { PageTreeFilters } from '../PageTreeFilters';
import { languageName } from '../TranslationPanel/display-names';
import { PageTree, type PageTreeLinks } from './PageTree';
import { shownPageCount } from './shown-pages';

/** Where the tree's loading stands. */
export type PageTreeLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | {
      readonly kind: 'loaded';
      readonly items: readonly EditorTreeItem[];
      readonly otherPages: readonly EditorTreeItem[];
    };

export interface PageTreeViewProps extends PageTreeLinks {
  readonly load: PageTreeLoad;
  readonly filter: PageTreeFilter;
  /** The site, content language and stage the tree shows, for its caption. */
  readonly siteName: string;
  readonly contentLanguage: string;
  readonly stage: ContentStage;
  /** The editor's language, for names of languages. */
  readonly language: string;
  readonly onFilter: (change: Partial<PageTreeFilter>) => void;
  readonly onRetry: () => void;
  /** The open page's translation panel, beside the tree. */
  readonly panel?: ReactNode;
}

const noFilter: PageTreeFilter = { state: null, needs: null };

function containsPage(items: readonly FilteredTreeItem[], pageId: string): boolean {
  return items.some((item) => item.page?.id === pageId || containsPage(item.items, pageId));
}

/**
 * The editor's page tree screen (design note "Lists"): its four states (loading, failed, a site
 * without pages, no page for these filters), the filters with counts per language, a polite
 * count of the pages shown, the navigation's tree and the site's other pages.
 */
export function PageTreeView({
  load,
  filter,
  siteName,
  contentLanguage,
  stage,
  language,
  onFilter,
  onRetry,
  panel,
  ...links
}: PageTreeViewProps) {
  const messages = useEditorMessages();
  const titleId = useId();
  const filtered = filter.state !== null || filter.needs !== null;

  const shown = useMemo(() => {
    if (load.kind !== 'loaded') return null;
    const items = filterPageTree(load.items, filter);
    const otherPages = filterPageTree(load.otherPages, filter);
    return {
      items,
      otherPages,
      count: shownPageCount([items, otherPages]),
      needs: translationNeeds([...load.items, ...load.otherPages]),
      empty: load.items.length === 0 && load.otherPages.length === 0,
    };
  }, [load, filter]);

  // The panel opens right below its page's row; above the tree when the filters hide that page.
  const panelIn = (items: readonly FilteredTreeItem[]) =>
    links.openPageId !== null && containsPage(items, links.openPageId);
  const panelPlace =
    panel === undefined || shown === null
      ? null
      : panelIn(shown.items)
        ? 'items'
        : panelIn(shown.otherPages)
          ? 'otherPages'
          : 'above';

  const countText =
    shown === null || shown.empty
      ? ''
      : shown.count === 0
        ? messages['editor.tree.count.zero']
        : shown.count === 1
          ? messages['editor.tree.count.one']
          : format(messages['editor.tree.count.other'], { count: String(shown.count) });

  const clearFilters = (
    <button
      type="button"
      className="button button--secondary page-tree-view__clear"
      onClick={() => onFilter(noFilter)}
    >
      {messages['editor.tree.clearFilters']}
    </button>
  );

  const body = (() => {
    if (load.kind === 'loading') {
      return <p className="page-tree-view__state">{messages['editor.tree.loading']}</p>;
    }
    if (load.kind === 'failed' || shown === null) {
      return (
        <div className="page-tree-view__state page-tree-view__state--failed" role="alert">
          <p>{messages['editor.tree.failed']}</p>
          <button
            type="button"
            className="button button--secondary page-tree-view__retry"
            onClick={onRetry}
          >
            {messages['editor.tree.retry']}
          </button>
        </div>
      );
    }
    if (shown.empty)
      return <p className="page-tree-view__state">{messages['editor.tree.empty']}</p>;
    if (shown.items.length === 0 && shown.otherPages.length === 0) {
      return (
        <div className="page-tree-view__state">
          <p>{messages['editor.tree.noResults']}</p>
          {clearFilters}
        </div>
      );
    }
    const caption = format(messages['editor.tree.caption'], {
      site: siteName,
      language: languageName(contentLanguage, language),
      stage: messages[`editor.frame.stage.${stage}`],
    });
    return (
      <>
        {shown.items.length > 0 && (
          <PageTree
            caption={caption}
            items={shown.items}
            {...(panelPlace === 'items' && { panel })}
            {...links}
          />
        )}
        {shown.otherPages.length > 0 && (
          <PageTree
            caption={messages['editor.tree.otherPages']}
            hint={messages['editor.tree.otherPagesHint']}
            items={shown.otherPages}
            {...(panelPlace === 'otherPages' && { panel })}
            {...links}
          />
        )}
      </>
    );
  })();

  return (
    <section
      className="page-tree-view"
      aria-labelledby={titleId}
      aria-busy={load.kind === 'loading'}
    >
      <div className="page-tree-view__head">
        <h1 id={titleId}>{messages['editor.tree.title']}</h1>
        {shown !== null && !shown.empty && (
          <div className="page-tree-view__filters">
            <PageTreeFilters
              filter={filter}
              needs={shown.needs}
              language={language}
              onChange={onFilter}
            />
            {filtered && clearFilters}
          </div>
        )}
        <p className="page-tree-view__count" role="status">
          {countText}
        </p>
      </div>
      {panelPlace === 'above' && <div className="page-tree-view__panel">{panel}</div>}
      <div className="page-tree-view__body">{body}</div>
    </section>
  );
}
