/** Spec public-site 3.3. */
export const translationStates = {
  Translated: 'Translated',
  MarkedForTranslation: 'MarkedForTranslation',
  InProgress: 'InProgress',
} as const;

export type TranslationState = (typeof translationStates)[keyof typeof translationStates];

/** Spec public-site 3.3: one language a page is translated into. */
export interface TranslationTarget {
  readonly id: string;
  readonly language: string;
  readonly translationState: TranslationState;
  /** ISO 8601 timestamps; `null` until the page was exported or imported. */
  readonly exportedAt: string | null;
  readonly importedAt: string | null;
}

/** Spec public-site 7: the answer of the translation state call. */
export interface TranslationStatus {
  readonly targetLanguages: readonly TranslationTarget[];
  /**
   * Beyond the spec: when the page's source content was last edited (ISO 8601), `null` when never
   * recorded; a target exported before it shows "source changed since export".
   */
  readonly sourceEditedAt: string | null;
}

/** Spec public-site 7: the answer of the translation start and reset calls. */
export interface TranslationChange extends TranslationStatus {
  readonly sourceLanguage: string;
}
