import { editorPageState, type FilteredTreeItem } from '@kmx/domain/editor';
import { Fragment, type ReactNode } from 'react';
import { format } from '../../i18n/format';
import { followLink } from '../../portal/follow-link';
import { useEditorMessages } from '../i18n/EditorMessagesProvider';
import type { EditorMessageKey } from '../i18n/EditorMessages';
import { TranslationStateChip } from '../TranslationStateChip';

export interface PageTreeLinks {
  /** The page whose translation panel is open, by id. */
  readonly openPageId: string | null;
  readonly hrefOfPage: (pageId: string) => string;
  readonly onOpenPage: (pageId: string) => void;
  readonly hrefOfPreview: (path: string) => string;
  readonly onPreview: (path: string) => void;
}

export interface PageTreeProps extends PageTreeLinks {
  readonly caption: string;
  /** A line under the caption, for what the table holds beyond its name. */
  readonly hint?: string;
  readonly items: readonly FilteredTreeItem[];
  /** The open page's translation panel, shown in a row right below the page's first row. */
  readonly panel?: ReactNode;
}

interface Row {
  readonly key: string;
  readonly item: FilteredTreeItem;
  readonly depth: number;
}

function rowsOf(items: readonly FilteredTreeItem[], depth = 0, prefix = ''): Row[] {
  return items.flatMap((item, index) => {
    const key = `${prefix}${index}:${item.path}`;
    return [{ key, item, depth }, ...rowsOf(item.items, depth + 1, `${key}/`)];
  });
}

// Indentation is drawn by a class per depth (no inline styles); deeper levels share the last step.
const deepest = 6;

/** An address with break chances after its slashes, so a long one wraps between its parts. */
function wrappable(url: string): ReactNode {
  const parts = url.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

function flagKeys(item: FilteredTreeItem): EditorMessageKey[] {
  const keys: EditorMessageKey[] = [];
  if (item.hidden) keys.push('editor.tree.flag.hidden');
  if (item.hiddenSubItems) keys.push('editor.tree.flag.hiddenSubItems');
  if (item.page !== null && !item.page.isPublished) keys.push('editor.tree.flag.draftOnly');
  return keys;
}

/**
 * One group of the editor's page tree as a table (design note "Lists": a real table with a
 * caption): the nesting of the navigation as indentation and, for screen readers, each row's
 * level; a title opens the page's translation panel, "Preview" opens the page. Both are real
 * links, so a new tab or a copied link gives the same screen.
 */
export function PageTree({ caption, hint, items, panel, ...links }: PageTreeProps) {
  const messages = useEditorMessages();
  const rows = rowsOf(items);
  const panelRow = rows.find(({ item }) => item.page !== null && item.page.id === links.openPageId);
  return (
    <table className="page-tree">
      <caption className="page-tree__caption">
        {caption}
        {hint !== undefined && <span className="page-tree__hint">{hint}</span>}
      </caption>
      <thead>
        <tr>
          <th scope="col">{messages['editor.tree.column.page']}</th>
          <th scope="col">{messages['editor.tree.column.address']}</th>
          <th scope="col">{messages['editor.tree.column.flags']}</th>
          <th scope="col">{messages['editor.tree.column.state']}</th>
          <th scope="col">{messages['editor.tree.column.actions']}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const { key, item, depth } = row;
          const { page } = item;
          const open = page !== null && page.id === links.openPageId;
          const flags = flagKeys(item);
          return (
            <Fragment key={key}>
              <tr
                className={[
                  'page-tree__row',
                  item.matches ? null : 'is-context',
                  open ? 'is-open' : null,
                ]
                  .filter((name) => name !== null)
                  .join(' ')}
              >
                <th
                  scope="row"
                  className="page-tree__title"
                  data-depth={Math.min(depth, deepest)}
                  data-label={messages['editor.tree.column.page']}
                >
                  {page === null ? (
                    <span className="page-tree__name">{item.title}</span>
                  ) : (
                    <a
                      className="page-tree__name"
                      href={links.hrefOfPage(page.id)}
                      onClick={followLink(() => links.onOpenPage(page.id))}
                      {...(open && { 'aria-current': 'true' as const })}
                    >
                      {item.title}
                    </a>
                  )}
                  {depth > 0 && (
                    <span className="visually-hidden">
                      , {format(messages['editor.tree.level'], { level: String(depth + 1) })}
                    </span>
                  )}
                  {!item.matches && page !== null && (
                    <span className="page-tree__context">({messages['editor.tree.context']})</span>
                  )}
                </th>
                <td data-label={messages['editor.tree.column.address']}>
                  <span className="page-tree__url">{wrappable(item.url)}</span>
                </td>
                <td data-label={messages['editor.tree.column.flags']}>
                  {flags.length > 0 && (
                    <ul className="page-tree__flags">
                      {flags.map((flag) => (
                        <li key={flag} className="page-tree__flag">
                          {messages[flag]}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td data-label={messages['editor.tree.column.state']}>
                  {page !== null && <TranslationStateChip state={editorPageState(page)} />}
                </td>
                <td data-label={messages['editor.tree.column.actions']}>
                  {page !== null && (
                    <a
                      className="page-tree__preview"
                      href={links.hrefOfPreview(item.path)}
                      onClick={followLink(() => links.onPreview(item.path))}
                    >
                      {messages['editor.tree.preview']}
                      <span className="visually-hidden"> {item.title}</span>
                    </a>
                  )}
                </td>
              </tr>
              {panel !== undefined && row === panelRow && (
                <tr className="page-tree__panel-row">
                  <td colSpan={5}>{panel}</td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
