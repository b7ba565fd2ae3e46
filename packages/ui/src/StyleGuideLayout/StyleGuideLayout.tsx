import type { RouteKind } from '@kmx/domain/routing';
import type { ReactNode } from 'react';
import { LogoMark } from '../furniture/icons';
import { useMessages } from '../i18n/MessagesProvider';
import { styleGuideSections } from './style-guide-sections';

export interface StyleGuideLayoutProps {
  /** The style-guide page being shown; its entry is marked as the current page. */
  readonly section: RouteKind;
  readonly children: ReactNode;
}

/** The style-guide layout of spec public-site 2.1: a title bar, the sections' navigation, the page. */
export function StyleGuideLayout({ section, children }: StyleGuideLayoutProps) {
  const messages = useMessages();
  return (
    <div className="style-guide">
      <header className="style-guide__bar">
        <a className="style-guide__title" href="/style-guide">
          <LogoMark />
          {messages['furniture.styleGuide.title']}
        </a>
      </header>
      <div className="style-guide__body">
        <nav className="style-guide__nav" aria-label={messages['furniture.styleGuide.nav']}>
          <ul className="style-guide__sections">
            {styleGuideSections.map((entry) => (
              <li key={entry.kind}>
                <a
                  className="style-guide__section"
                  href={entry.path}
                  {...(entry.kind === section && { 'aria-current': 'page' as const })}
                >
                  {messages[entry.label]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="style-guide__main">
          {children}
        </main>
      </div>
    </div>
  );
}
