import type { ContentCollections, Page, PageModule } from '@kmx/domain';

export interface ModuleContext {
  readonly language: string;
  readonly fallbackLanguage?: string;
  readonly country: string;
}

/** The data a content page shows beside its blocks, chosen by the page's type. */
export async function loadPageModules(
  _collections: ContentCollections,
  _page: Page,
  _context: ModuleContext,
): Promise<readonly PageModule[]> {
  return [];
}
