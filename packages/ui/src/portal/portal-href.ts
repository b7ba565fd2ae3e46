/** The portal's home in a locale: `/de-ch/mykomax`. */
export function portalHomeHref(localeCode: string): string {
  return `/${localeCode}/mykomax`;
}

/** A portal route of the domain (`/mykomax/…`) under the locale prefix of spec portal 2. */
export function portalRouteHref(localeCode: string, path: string): string {
  return `/${localeCode}${path}`;
}
