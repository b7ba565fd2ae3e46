import type { TranslationChange } from '@kmx/domain/content';
import { type EditorNavigation, type EditorTreeItem, subtreePages } from '@kmx/domain/editor';
import { PageTreeView, type PageTreeLoad } from '@kmx/ui/editor';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EditorCallError } from '../editor-api';
import type { EditorScreenContext } from '../EditorScreenContext';
import { navigationWithTranslation } from '../tree-translation';
import { TranslationPanelScreen } from './TranslationPanelScreen';

export interface PageTreeScreenProps {
  readonly editor: EditorScreenContext;
}

type Load =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'loaded'; readonly navigation: EditorNavigation };

/** The first item of the tree that stands for the page, for its subtree. */
function itemOf(items: readonly EditorTreeItem[], pageId: string): EditorTreeItem | null {
  for (const item of items) {
    if (item.page?.id === pageId) return item;
    const below = itemOf(item.items, pageId);
    if (below !== null) return below;
  }
  return null;
}

/**
 * The page tree of the chosen site, language and stage, with filters and the translation panel.
 * Everything it shows comes from the address; a new site, language or stage loads afresh and
 * abandons the call still under way.
 */
export function PageTreeScreen({ editor }: PageTreeScreenProps) {
  const { api, address, choice, view } = editor;
  const siteId = choice.site.id;
  const language = choice.language;
  const { stage } = address;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest context without making every render a reason to load again.
  const latest = useRef(editor);
  latest.current = editor;

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    api.navigation(siteId, language, stage, controller.signal).then(
      (navigation) => {
        if (!controller.signal.aborted) setLoad({ kind: 'loaded', navigation });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof EditorCallError && error.reason === 'signed-out') {
          latest.current.sessionEnded();
          return;
        }
        latest.current.report('editor area: the page tree could not be loaded', error);
        setLoad({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, siteId, language, stage, attempt]);

  const onTranslation = useCallback((pageId: string, answer: TranslationChange) => {
    setLoad((current) =>
      current.kind === 'loaded'
        ? {
            kind: 'loaded',
            navigation: navigationWithTranslation(current.navigation, pageId, answer),
          }
        : current,
    );
  }, []);
  const onClose = useCallback(() => latest.current.go({ page: null }), []);

  const viewLoad = useMemo(
    (): PageTreeLoad =>
      load.kind === 'loaded'
        ? { kind: 'loaded', items: load.navigation.items, otherPages: load.navigation.otherPages }
        : load,
    [load],
  );

  // An address naming a page the tree does not hold opens no panel (a stale or shared link).
  const openItem =
    load.kind === 'loaded' && address.page !== null
      ? (itemOf(load.navigation.items, address.page) ??
        itemOf(load.navigation.otherPages, address.page))
      : null;
  const subtree = useMemo(() => (openItem === null ? [] : subtreePages(openItem)), [openItem]);

  return (
    <PageTreeView
      load={viewLoad}
      filter={{ state: address.state, needs: address.needs }}
      siteName={choice.site.name}
      contentLanguage={language}
      stage={stage}
      language={view.language}
      openPageId={openItem?.page?.id ?? null}
      hrefOfPage={(page) => editor.hrefOf({ page })}
      onOpenPage={(page) => editor.go({ page })}
      hrefOfPreview={(preview) => editor.hrefOf({ preview })}
      onPreview={(preview) => editor.go({ preview })}
      onFilter={(change) => editor.go(change)}
      onRetry={() => setAttempt((count) => count + 1)}
      {...(openItem !== null &&
        openItem.page !== null && {
          panel: (
            <TranslationPanelScreen
              key={openItem.page.id}
              editor={editor}
              page={openItem.page}
              subtree={subtree}
              onTranslation={onTranslation}
              onClose={onClose}
            />
          ),
        })}
    />
  );
}
