import { cookieLifetimes, cookieNames, serializeCookie } from '@kmx/adapters';
import type { CookieAction, ModeDecision } from '@kmx/domain/content';
import { cookieActions, nextReleaseMode, testingMode } from '@kmx/domain/content';
import type { RequestFacts } from './request-facts';

/** The modes of spec public-site 4 a visitor is in, and the cookies that remember them. */
export interface VisitorModes {
  readonly nextRelease: boolean;
  readonly testing: boolean;
  /** `Set-Cookie` values for this response. */
  readonly cookies: readonly string[];
}

/** What a set mode cookie holds; only its presence counts. */
const modeCookieValue = '1';

function modeCookie(name: string, action: CookieAction, secure: boolean): string | null {
  if (action === cookieActions.keep) return null;
  // A mode is a preview for one sitting: it ends with the browser session.
  const lifetime = action === cookieActions.set ? cookieLifetimes.session : cookieLifetimes.expired;
  return serializeCookie(name, action === cookieActions.set ? modeCookieValue : '', {
    lifetime,
    secure,
  });
}

/**
 * Spec public-site 4: `nextRelease` in the query turns next-release mode on (`nextRelease=false`
 * off), `testing=true` turns testing mode on (`testing=false` off); otherwise their cookies decide.
 */
export function visitorModes(facts: RequestFacts): VisitorModes {
  const decisions: readonly [string, ModeDecision][] = [
    [
      cookieNames.nextRelease,
      nextReleaseMode(facts.modeQuery, facts.cookies.has(cookieNames.nextRelease)),
    ],
    [cookieNames.testing, testingMode(facts.modeQuery, facts.cookies.has(cookieNames.testing))],
  ];
  const [nextRelease, testing] = decisions.map(([, decision]) => decision.enabled);
  return {
    nextRelease: nextRelease === true,
    testing: testing === true,
    cookies: decisions
      .map(([name, decision]) => modeCookie(name, decision.cookie, facts.secure))
      .filter((cookie): cookie is string => cookie !== null),
  };
}
