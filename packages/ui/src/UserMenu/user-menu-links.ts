/** The signed-in visitor as the header knows them: only the browser can tell. */
export interface UserMenuUser {
  readonly name: string;
  /** The address of the visitor's Direct service, when they have one (portal 3). */
  readonly directHref?: string;
}

export interface UserMenuLinks {
  readonly dashboard: string;
  readonly account: string;
  readonly tickets: string;
  readonly logIn: string;
  readonly logOut: string;
}

/**
 * Spec public-site 2.5 with the portal routes of portal 2: every user-menu entry lives below the
 * portal's home; signing in starts from that home, which asks for it.
 */
export function userMenuLinks(portalHref: string): UserMenuLinks {
  const home = portalHref.replace(/\/+$/, '');
  return {
    dashboard: home,
    account: `${home}/account`,
    tickets: `${home}/tickets/list`,
    logIn: home,
    logOut: `${home}/logout`,
  };
}
