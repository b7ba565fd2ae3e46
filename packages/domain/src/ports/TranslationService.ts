import type { TranslationChange, TranslationStatus } from '../content/TranslationTarget';

/** The editor area's translation calls for one page (spec public-site 7). */
export interface TranslationService {
  state(pageId: string): Promise<TranslationStatus>;
  start(pageId: string): Promise<TranslationChange>;
  reset(pageId: string): Promise<TranslationChange>;
}
