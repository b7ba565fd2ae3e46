import type { ContentHeading } from '@kmx/domain/content';
import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/MessagesProvider';

export interface AnchorNavigationProps {
  /** The page's sections, from the domain's `pageOutline`. */
  readonly sections: readonly ContentHeading[];
}

/**
 * Spec public-site 2.5: the sticky anchor navigation, one link per section. Once hydrated it marks
 * the section being read (`aria-current`); the server's HTML marks none, so both agree.
 */
export function AnchorNavigation({ sections }: AnchorNavigationProps) {
  const messages = useMessages();
  const current = useCurrentSection(sections);
  if (sections.length === 0) return null;
  return (
    <nav className="anchor-nav" aria-label={messages['blocks.anchorNavigation.label']}>
      <ul className="anchor-nav__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              className="anchor-nav__link"
              href={`#${section.id}`}
              {...(current === section.id && { 'aria-current': 'location' as const })}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The last section whose heading has scrolled to the upper part of the viewport. */
function useCurrentSection(sections: readonly ContentHeading[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const headings = sections.flatMap((section) => {
      const element = document.getElementById(section.id);
      return element === null ? [] : [element];
    });
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const last = visible.at(-1);
        if (last !== undefined) setCurrent(last.target.id);
      },
      { rootMargin: '0px 0px -70% 0px' },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [sections]);
  return current;
}
