/** Texts of the portal and sign-in screens, the not-found page and the shared bits. English. */
export const baseEn = {
  'flashMessage.hide': 'Hide message',
  'flashMessage.region': 'Notice',
  'notFound.title': 'Page not found',
  'notFound.message': 'Page not found: {path}',
  'notFound.homeLink': 'Back to the home page',
  'block.unknown': 'This content block of type "{type}" has no renderer yet.',
  'portal.title': 'Your portal',
  'portal.signingIn': 'Signing you in…',
  'portal.signedInAs': 'Signed in as {name}',
  'portal.email': 'E-mail',
  'portal.signOut': 'Sign out',
  'portal.signingOut': 'Signing you out…',
  'portal.error': 'Sorry, something went wrong while signing you in. Please try again later.',
  'portal.retry': 'Try again',
  'callback.completing': 'Completing your sign-in…',
  skipLink: 'Skip to content',
};
