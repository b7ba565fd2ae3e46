/** Texts of the portal's frame screens. English. */
export const portalFrameEn = {
  'portal.frame.nav.label': 'Portal navigation',
  'portal.frame.nav.toggle': 'Portal menu',
  'portal.frame.nav.dashboard': 'Dashboard',
  'portal.frame.nav.serviceTickets': 'Service tickets',
  'portal.frame.nav.inventory': 'Inventory',
  'portal.frame.nav.wireFlow': 'Wire-flow',
  'portal.frame.nav.accountSettings': 'Account settings',
  'portal.frame.nav.userAdministration': 'User administration',
  'portal.frame.user.menu': 'User menu of {name}',
  'portal.frame.user.email': 'E-mail',
  'portal.frame.user.signOut': 'Sign out',
  'portal.frame.signingIn': 'Signing you in…',
  'portal.frame.signingOut': 'Signing you out…',
  'portal.frame.signInFailed':
    'Sorry, something went wrong while signing you in. Please try again later.',
  'portal.frame.retry': 'Try again',
  'portal.frame.signOut.title': 'Signing out',
  'portal.frame.signedOut.title': 'You have been signed out',
  'portal.frame.signedOut.text': 'You are signed out of the portal in every tab of this browser.',
  'portal.frame.signedOut.signIn': 'Sign in again',
  'portal.frame.signedOut.home': 'Go to the home page',
} as const;
