import { CookieJar } from 'tough-cookie';

export interface Navigation {
  /** The last answer fetched. */
  readonly response: Response;
  /** The address the navigation ended at: the last fetched, or the redirect `stop` accepted. */
  readonly url: URL;
}

/**
 * A browser as small as the identity tests need: `fetch` with tough-cookie's cookie jar, and
 * redirects followed by hand, so a test can stop at the portal's callback.
 */
export class TestBrowser {
  readonly #jar = new CookieJar();
  /** Where it has been, for `cookie`: a jar is asked for the cookies of an address. */
  readonly #origins = new Set<string>();

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    this.#origins.add(target.origin);
    const headers = new Headers(init.headers);
    const cookie = await this.#jar.getCookieString(target);
    if (cookie !== '') headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      // A browser drops a cookie it may not keep; so does this one.
      await this.#jar.setCookie(line, target, { ignoreError: true });
    }
    return response;
  }

  /**
   * Fetches `url` and follows its redirects with GET until an answer is no redirect or `stop`
   * accepts the next address, which is then not fetched.
   */
  async navigate(
    url: string | URL,
    stop: (next: URL) => boolean = () => false,
    init: RequestInit = {},
  ): Promise<Navigation> {
    let current = new URL(url);
    let response = await this.fetch(current, init);
    for (let hops = 0; hops < 20; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) break;
      await response.arrayBuffer();
      const next = new URL(location, current);
      if (stop(next)) return { response, url: next };
      current = next;
      response = await this.fetch(current);
    }
    return { response, url: current };
  }

  /** Posts a form like a browser does, then follows the redirects. */
  async submit(
    action: string | URL,
    fields: Readonly<Record<string, string>>,
    stop?: (next: URL) => boolean,
  ): Promise<Navigation> {
    return this.navigate(action, stop, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** The value of a live cookie of that name, whatever its path. */
  cookie(name: string): string | undefined {
    for (const origin of this.#origins) {
      const found = this.#jar
        .getCookiesSync(origin, { allPaths: true })
        .find((cookie) => cookie.key === name);
      if (found !== undefined) return found.value;
    }
    return undefined;
  }
}
