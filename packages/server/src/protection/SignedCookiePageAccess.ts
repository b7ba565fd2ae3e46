import { createHmac } from 'node:crypto';
import { cookieValue } from '@kmx/adapters';
import type { Page } from '@kmx/domain/content';
import type { Clock } from '@kmx/domain/ports';
import { coveringArea, mayViewPage, noGrants } from '@kmx/domain/content';
import { pathFromSegments, pathSegments } from '@kmx/domain/routing';
import type { Request } from 'express';
import { decodeGrants, encodeGrants, withGrant, type AccessGrant } from './access-grants';
import { setCookieHeader } from './cookie-header';
import type { PagePasswords } from './page-passwords';
import { passwordMatches } from './password-check';
import type { PageAccessCheck } from './PageProtection';

/** The cookie that remembers which protected areas a visitor has opened. */
export const pageAccessCookieName = 'kmx_page_access';

/** How long an opened area stays open: a working day. */
const pageAccessLifetimeMs = 12 * 60 * 60 * 1000;

/** A protected area of a site: its top page and the password that opens it and what is below. */
export interface ProtectedArea {
  readonly siteId: string;
  readonly path: string;
  readonly password: string;
}

export interface SignedCookiePageAccessOptions {
  /** Signs the cookie (HMAC-SHA256); every instance behind one address needs the same. */
  readonly secret: Uint8Array;
  readonly passwords: PagePasswords;
  readonly clock: Clock;
  readonly lifetimeMs?: number;
}

/**
 * Spec public-site 2.3, 6: a password page may be seen once its area's password was given. What
 * was given is remembered in a signed HttpOnly cookie listing the areas opened, each with its
 * expiry, so any instance can check it without shared state. A cookie that is missing, changed,
 * malformed or expired gives no access, and no check ever throws.
 */
export class SignedCookiePageAccess implements PageAccessCheck {
  private readonly options: SignedCookiePageAccessOptions;
  private readonly lifetimeMs: number;

  constructor(options: SignedCookiePageAccessOptions) {
    this.options = options;
    this.lifetimeMs = options.lifetimeMs ?? pageAccessLifetimeMs;
  }

  mayView(request: Request, page: Pick<Page, 'siteId' | 'url' | 'protection'>): boolean {
    if (page.protection !== 'password') return mayViewPage(page.protection, noGrants);
    try {
      const area = this.areaOf(page);
      const passwordAccepted = area !== null && this.hasGrant(request, area);
      return mayViewPage(page.protection, { ...noGrants, passwordAccepted });
    } catch {
      return false;
    }
  }

  /** The area whose password opens the page, or `null` when no password is configured for it. */
  areaOf(page: Pick<Page, 'siteId' | 'url'>): ProtectedArea | null {
    const passwords = Object.hasOwn(this.options.passwords, page.siteId)
      ? this.options.passwords[page.siteId]
      : undefined;
    if (passwords === undefined) return null;
    const path = coveringArea(page.url, Object.keys(passwords));
    if (path === null) return null;
    const password = Object.entries(passwords).find(
      ([areaPath]) => pathFromSegments(pathSegments(areaPath)) === path,
    )?.[1];
    return password === undefined ? null : { siteId: page.siteId, path, password };
  }

  /** Whether `entered` is the area's password, compared in constant time. */
  passwordOpens(area: ProtectedArea, entered: string): boolean {
    return passwordMatches(entered, area.password);
  }

  /** The `Set-Cookie` value that adds the area to what the visitor has opened. */
  grantCookie(request: Request, area: ProtectedArea, secure: boolean): string {
    const now = this.options.clock.now();
    const grant: AccessGrant = {
      siteId: area.siteId,
      areaPath: area.path,
      // Whole seconds, as the cookie keeps them.
      expiresAt: Math.floor((now + this.lifetimeMs) / 1000) * 1000,
      fingerprint: this.fingerprint(area),
    };
    const grants = withGrant(this.currentGrants(request), grant, now);
    const longest = Math.max(...grants.map((one) => one.expiresAt));
    return setCookieHeader(pageAccessCookieName, encodeGrants(grants, this.options.secret), {
      maxAgeSeconds: (longest - now) / 1000,
      path: '/',
      secure,
    });
  }

  private hasGrant(request: Request, area: ProtectedArea): boolean {
    const now = this.options.clock.now();
    const fingerprint = this.fingerprint(area);
    return this.currentGrants(request).some(
      (grant) =>
        grant.siteId === area.siteId &&
        grant.areaPath === area.path &&
        grant.expiresAt > now &&
        grant.fingerprint === fingerprint,
    );
  }

  /** The grants of the first cookie of ours the request carries (one signed with our secret). */
  private currentGrants(request: Request): readonly AccessGrant[] {
    const decoded = (value: string) => decodeGrants(value, this.options.secret);
    const value = cookieValue(
      request.headers.cookie,
      pageAccessCookieName,
      (candidate) => decoded(candidate) !== null,
    );
    return (value === null ? null : decoded(value)) ?? [];
  }

  private fingerprint(area: ProtectedArea): string {
    return createHmac('sha256', this.options.secret)
      .update(`page-password\n${area.siteId}\n${area.path}\n${area.password}`, 'utf8')
      .digest()
      .subarray(0, 12)
      .toString('base64url');
  }
}
