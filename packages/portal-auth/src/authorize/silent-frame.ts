import { authorizationTimedOut, crossOriginRedirection } from '@kmx/domain/auth';
import type { AuthEnvironment } from '../environment/AuthEnvironment';

export interface SilentFrameRequest {
  /** The authorization request with `prompt=none`. */
  readonly authorizeUrl: string;
  /** The same-origin silent callback page the provider answers to. */
  readonly callbackUri: string;
  readonly timeout: number;
}

function arrivedAt(href: string, callback: URL): URL | undefined {
  if (!URL.canParse(href)) return undefined;
  const url = new URL(href);
  return url.origin === callback.origin && url.pathname === callback.pathname ? url : undefined;
}

/**
 * OpenID Connect Core 3.1.2.1 (`prompt=none`): loads the authorization request in a hidden frame
 * and answers the URL the provider sent the frame to, read from the frame's same-origin location.
 * A frame left on another origin fails as a cross-origin redirection; no answer in time fails
 * with "Authorization timed out". The frame and its timer are removed whatever happens.
 */
export function silentFrameAnswer(
  environment: Pick<AuthEnvironment, 'document' | 'timers'>,
  request: SilentFrameRequest,
): Promise<URL> {
  const callback = new URL(request.callbackUri);
  const frame = environment.document.createElement('iframe');
  return new Promise<URL>((resolve, reject) => {
    const timer = environment.timers.setTimeout(() => {
      finish(() => reject(authorizationTimedOut()));
    }, request.timeout);
    function finish(settle: () => void): void {
      environment.timers.clearTimeout(timer);
      frame.removeEventListener('load', onLoad);
      frame.remove();
      settle();
    }
    function onLoad(): void {
      let href: string;
      try {
        // Reading another origin's location throws: the provider kept the frame on its own page.
        href = frame.contentWindow?.location.href ?? '';
      } catch (cause) {
        const error = crossOriginRedirection();
        error.cause = cause;
        finish(() => reject(error));
        return;
      }
      const answer = arrivedAt(href, callback);
      if (answer !== undefined) finish(() => resolve(answer));
    }
    try {
      frame.setAttribute('aria-hidden', 'true');
      frame.setAttribute('tabindex', '-1');
      frame.setAttribute('title', 'Silent sign-in');
      frame.style.display = 'none';
      frame.addEventListener('load', onLoad);
      frame.src = request.authorizeUrl;
      environment.document.body.appendChild(frame);
    } catch (cause) {
      finish(() => reject(cause));
    }
  });
}
