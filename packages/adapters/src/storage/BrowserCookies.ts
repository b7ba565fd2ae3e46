import type { ModeDecision } from '@kmx/domain/content';
import type { Logger } from '@kmx/domain/ports';
import type { MeasurementSystem } from '@kmx/domain/site';
import { cookieActions } from '@kmx/domain/content';
import { isMeasurementSystem } from '@kmx/domain/site';
import type { CookieLifetime } from './cookie-string';
import { cookieLifetimes, parseCookies, serializeCookie } from './cookie-string';
import type { SitePreference } from './cookie-names';
import { cookieNames, siteCookieName, sitePreferences } from './cookie-names';

/** The part of `document` the cookies use, so Node tests can pass a simple fake. */
export interface CookieDocument {
  cookie: string;
}

/** `document`, or a getter for it; `null` or `undefined` where there is none (server rendering). */
export type CookieDocumentAccess =
  CookieDocument | (() => CookieDocument | null | undefined) | null | undefined;

export interface BrowserCookiesOptions {
  /** Adds `Secure`; on for HTTPS origins. */
  readonly secure?: boolean;
  readonly logger?: Logger;
}

/** What marks a mode cookie as set; any non-empty value counts when reading. */
const modeCookieValue = '1';

/**
 * The site cookies of spec public-site 4 and 7 in the browser: the visitor's language, measurement
 * system, fallback language and current locale per site (far-future expiry), and the next-release
 * and testing-mode cookies (session cookies: a mode is switched on for a visit, not for good). All
 * are `SameSite=Lax` on path `/`. Reading and writing never throw: a cookie-less document reads as
 * no cookies, and a refused write is logged and lost.
 */
export class BrowserCookies {
  private readonly access: CookieDocumentAccess;
  private readonly secure: boolean;
  private readonly logger: Logger | undefined;

  constructor(document: CookieDocumentAccess, options: BrowserCookiesOptions = {}) {
    this.access = document;
    this.secure = options.secure ?? false;
    this.logger = options.logger;
  }

  /** The value of a cookie, `null` when it is not set. */
  read(name: string): string | null {
    try {
      return parseCookies(this.document()?.cookie).get(name) ?? null;
    } catch (error) {
      this.logger?.warn('reading cookies failed', { error });
      return null;
    }
  }

  write(name: string, value: string, lifetime: CookieLifetime): void {
    try {
      const document = this.document();
      if (document)
        document.cookie = serializeCookie(name, value, { lifetime, secure: this.secure });
    } catch (error) {
      this.logger?.warn('writing a cookie failed', { name, error });
    }
  }

  remove(name: string): void {
    this.write(name, '', cookieLifetimes.expired);
  }

  /** The visitor's choice on a site (by its `technicalName`); `null` when none is stored. */
  sitePreference(site: string, preference: SitePreference): string | null {
    const value = this.read(siteCookieName(preference, site));
    return value === '' ? null : value;
  }

  setSitePreference(site: string, preference: SitePreference, value: string): void {
    this.write(siteCookieName(preference, site), value, cookieLifetimes.persistent);
  }

  /** The stored choice if it still names a measurement system (an old cookie may not). */
  measurementSystem(site: string): MeasurementSystem | null {
    const value = this.sitePreference(site, sitePreferences.measurementSystem);
    return isMeasurementSystem(value) ? value : null;
  }

  /** Whether the next-release cookie is set: the `cookieSet` of `nextReleaseMode`. */
  nextRelease(): boolean {
    return this.modeCookieSet(cookieNames.nextRelease);
  }

  /** Carries out the cookie action of `nextReleaseMode`. */
  applyNextRelease(decision: ModeDecision): void {
    this.applyMode(cookieNames.nextRelease, decision);
  }

  /** Whether the testing-mode cookie is set: the `cookieSet` of `testingMode`. */
  testing(): boolean {
    return this.modeCookieSet(cookieNames.testing);
  }

  /** Carries out the cookie action of `testingMode`. */
  applyTesting(decision: ModeDecision): void {
    this.applyMode(cookieNames.testing, decision);
  }

  private modeCookieSet(name: string): boolean {
    const value = this.read(name);
    return value !== null && value !== '';
  }

  private applyMode(name: string, decision: ModeDecision): void {
    switch (decision.cookie) {
      case cookieActions.set:
        this.write(name, modeCookieValue, cookieLifetimes.session);
        return;
      case cookieActions.remove:
        this.remove(name);
        return;
      case cookieActions.keep:
        return;
      default:
        decision.cookie satisfies never;
    }
  }

  private document(): CookieDocument | null | undefined {
    return typeof this.access === 'function' ? this.access() : this.access;
  }
}
