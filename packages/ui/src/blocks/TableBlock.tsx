import { useId } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import type { BlockRendererProps } from './BlockRegistry';

/**
 * A data table: header cells scoped to their columns, the first cell of each row its row header.
 * On narrow screens the table scrolls sideways inside a focusable region, so keyboard users can
 * scroll it too.
 */
export function TableBlock({ block }: BlockRendererProps<'Table'>) {
  const messages = useMessages();
  const captionId = useId();
  const footnoteId = useId();
  const hasCaption = block.caption !== null && block.caption !== '';
  const hasFootnote = block.footnote !== null && block.footnote !== '';
  return (
    <figure className="block block-table">
      <div
        className="block-table__scroller"
        role="region"
        tabIndex={0}
        {...(hasCaption
          ? { 'aria-labelledby': captionId }
          : { 'aria-label': messages['blocks.table.label'] })}
      >
        <table {...(hasFootnote && { 'aria-describedby': footnoteId })}>
          {hasCaption && <caption id={captionId}>{block.caption}</caption>}
          {block.head.length > 0 && (
            <thead>
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="block-table__hint" aria-hidden="true">
        {messages['blocks.table.scroll']}
      </p>
      {hasFootnote && (
        <figcaption id={footnoteId} className="block-caption">
          {block.footnote}
        </figcaption>
      )}
    </figure>
  );
}
