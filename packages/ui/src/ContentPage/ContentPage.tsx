import type { Page } from '@kmx/domain';
import type { ReactNode } from 'react';
import type { BlockRegistry } from '../blocks/BlockRegistry';
import { BlockList } from '../blocks/BlockList';

export interface ContentPageProps {
  readonly page: Page;
  readonly registry?: BlockRegistry;
  readonly editing?: boolean;
  /** What the page shows after its blocks (the page modules). */
  readonly children?: ReactNode;
}

export function ContentPage({ page, registry, editing = false, children }: ContentPageProps) {
  return (
    <article
      className={`content-page theme-${page.theme.toLowerCase()}`}
      lang={page.contentLanguage}
    >
      <h1 className="content-page__title">{page.title}</h1>
      <BlockList blocks={page.blocks} editing={editing} {...(registry && { registry })} />
      {children}
    </article>
  );
}
