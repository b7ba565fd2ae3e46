/** Texts of the portal app around the screens: titles, loading, coming parts. English. */
export const portalAppEn = {
  'portal.app.title.error': 'Error: {title}',
  'portal.app.title.signingIn': 'Signing in',
  'portal.app.title.signInFailed': 'Sign-in failed',
  'portal.app.title.dashboard': 'Dashboard',
  'portal.app.title.ticketList': 'Service tickets',
  'portal.app.title.newTicket': 'Create a service ticket',
  'portal.app.title.ticket': 'Service ticket {id}',
  'portal.app.title.inventory': 'Inventory',
  'portal.app.title.inventoryOld': 'Inventory: list view',
  'portal.app.title.wireFlow': 'Wire-flow',
  'portal.app.title.logout': 'Signing out',
  'portal.app.title.signedOut': 'Signed out',
  'portal.app.title.account': 'Account settings',
  'portal.app.title.userAdmin': 'User administration',
  'portal.app.title.notFound': 'Page not found',
  'portal.app.loading': 'Loading…',
  'portal.app.coming.title': '{section}: coming soon',
  'portal.app.coming.text':
    'This part of the portal is being built and will be available soon. Until then, please contact Komax for changes to your account or to the users of your organisation.',
  'portal.app.notFound.text': 'There is no portal page at this address.',
} as const;
