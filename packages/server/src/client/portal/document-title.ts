import { titleWithSite } from '@kmx/domain/view';
import { format } from '@kmx/ui';
import { useEffect } from 'react';

/**
 * Each portal screen names itself in the document title, ending with the site's name; while a
 * form shows errors the title starts with "Error: " (GOV.UK), so a screen reader hears it first.
 */
export function screenTitle(title: string, siteName: string, errorTemplate: string | null): string {
  return titleWithSite(errorTemplate === null ? title : format(errorTemplate, { title }), siteName);
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
