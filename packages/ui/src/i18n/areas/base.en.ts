/** Texts of the portal and sign-in screens, the not-found page and the shared bits. English. */
export const baseEn = {
  'flashMessage.hide': 'Hide message',
  'flashMessage.region': 'Notice',
  'notFound.title': 'Page not found',
  'notFound.message': 'Page not found: {path}',
  'notFound.homeLink': 'Back to the home page',
  'block.unknown': 'This content block of type "{type}" has no renderer yet.',
  'portal.title': 'Your portal',
  'callback.completing': 'Completing your sign-in…',
  skipLink: 'Skip to content',
};
