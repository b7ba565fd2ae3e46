import { useEffect } from 'react';

/** GOV.UK: while a form shows errors, the document's title starts with "Error: ". */
export function useErrorTitle(shown: boolean, prefix: string): void {
  useEffect(() => {
    if (!shown) return;
    const start = `${prefix} `;
    if (!document.title.startsWith(start)) document.title = `${start}${document.title}`;
    return () => {
      if (document.title.startsWith(start)) document.title = document.title.slice(start.length);
    };
  }, [shown, prefix]);
}
