import type { TranslationChange } from '../content/TranslationTarget';

/**
 * The editor area's translation calls for one page (spec public-site 7). The spec's state call
 * answers only `targetLanguages`; ours answers the source language too (a superset), so one panel
 * reads every answer alike.
 */
export interface TranslationService {
  state(pageId: string): Promise<TranslationChange>;
  start(pageId: string): Promise<TranslationChange>;
  reset(pageId: string): Promise<TranslationChange>;
}
