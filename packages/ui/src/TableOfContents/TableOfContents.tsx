import type { ContentHeading } from '@kmx/domain/content';
import { useId } from 'react';
import { useMessages } from '../i18n/MessagesProvider';

export interface TableOfContentsProps {
  /** The rich-text headings of the page, from the domain's `pageOutline`. */
  readonly headings: readonly ContentHeading[];
}

interface Entry {
  readonly heading: ContentHeading;
  readonly children: ContentHeading[];
}

/** Level-3 headings nest under the level-2 heading before them; before any, they stand alone. */
function nest(headings: readonly ContentHeading[]): readonly Entry[] {
  const entries: Entry[] = [];
  for (const heading of headings) {
    const parent = entries.at(-1);
    if (heading.level === 3 && parent !== undefined && parent.heading.level === 2) {
      parent.children.push(heading);
    } else {
      entries.push({ heading, children: [] });
    }
  }
  return entries;
}

/** Spec public-site 2.5: the table of contents, linking to the ids the server gave the headings. */
export function TableOfContents({ headings }: TableOfContentsProps) {
  const messages = useMessages();
  const titleId = useId();
  if (headings.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby={titleId}>
      <h2 id={titleId} className="toc__title">
        {messages['blocks.tableOfContents.title']}
      </h2>
      <ol className="toc__list">
        {nest(headings).map(({ heading, children }) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.title}</a>
            {children.length > 0 && (
              <ol className="toc__list toc__list--nested">
                {children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`}>{child.title}</a>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
