/** Every visitor-facing text of the ui, by key. English and German are complete. */
export interface Messages {
  readonly 'flashMessage.hide': string;
  readonly 'flashMessage.region': string;
  readonly 'notFound.title': string;
  /** `{path}` is replaced by the requested path. */
  readonly 'notFound.message': string;
  readonly 'notFound.homeLink': string;
  readonly 'block.unknown': string;
  readonly 'portal.title': string;
  readonly 'portal.signingIn': string;
  /** `{name}` is replaced by the user's full name. */
  readonly 'portal.signedInAs': string;
  readonly 'portal.email': string;
  readonly 'portal.signOut': string;
  readonly 'portal.signingOut': string;
  readonly 'portal.error': string;
  readonly 'portal.retry': string;
  readonly 'callback.completing': string;
  readonly skipLink: string;
}

export type MessageKey = keyof Messages;
export type UiLanguage = 'en' | 'de';
