import type { Page } from '../content/Page';
import type { SystemData } from '../site/SystemData';

export interface PageRequest {
  /** Path without the locale prefix, e.g. `/` or `/company/about`. */
  readonly path: string;
  readonly language: string;
  readonly fallbackLanguage?: string;
}

/** The headless content service (spec public-site 7). */
export interface ContentSource {
  systemData(): Promise<SystemData>;
  /** Resolves to `null` when no page lives at that path. */
  pageByPath(request: PageRequest): Promise<Page | null>;
}
