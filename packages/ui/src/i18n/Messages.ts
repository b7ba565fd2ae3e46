/** Every visitor-facing text of the ui, by key. English and German are complete. */
export interface Messages {
  readonly 'flashMessage.hide': string;
  readonly 'flashMessage.region': string;
  readonly 'notFound.title': string;
  /** `{path}` is replaced by the requested path. */
  readonly 'notFound.message': string;
  readonly 'notFound.homeLink': string;
  readonly 'block.unknown': string;
  readonly skipLink: string;
}

export type MessageKey = keyof Messages;
export type UiLanguage = 'en' | 'de';
