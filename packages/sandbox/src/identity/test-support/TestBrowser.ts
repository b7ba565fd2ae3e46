interface StoredCookie {
  readonly name: string;
  readonly value: string;
  readonly path: string;
  /** Milliseconds since the epoch; `undefined` for a cookie that lives as long as the browser. */
  readonly expires: number | undefined;
}

export interface Navigation {
  /** The last answer fetched. */
  readonly response: Response;
  /** The address the navigation ended at: the last fetched, or the redirect `stop` accepted. */
  readonly url: URL;
}

/**
 * A browser as small as the identity tests need: `fetch` with a cookie jar (one host, so no
 * domains) and redirects followed by hand, so a test can stop at the portal's callback.
 */
export class TestBrowser {
  readonly #cookies = new Map<string, StoredCookie>();

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.#cookieHeader(target);
    if (cookie !== '') headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.#store(target, line);
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
    return this.#live().find((cookie) => cookie.name === name)?.value;
  }

  #cookieHeader(target: URL): string {
    return this.#live()
      .filter((cookie) => pathMatches(target.pathname, cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  #live(): StoredCookie[] {
    const now = Date.now();
    return [...this.#cookies.values()].filter(
      (cookie) => cookie.expires === undefined || cookie.expires > now,
    );
  }

  #store(target: URL, line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    if (separator <= 0) return;
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    let path = defaultPath(target.pathname);
    let expires: number | undefined;
    for (const attribute of attributes) {
      const [key = '', ...rest] = attribute.split('=');
      const attributeValue = rest.join('=');
      if (key.toLowerCase() === 'path' && attributeValue.startsWith('/')) path = attributeValue;
      if (key.toLowerCase() === 'expires') expires = Date.parse(attributeValue);
      if (key.toLowerCase() === 'max-age') expires = Date.now() + Number(attributeValue) * 1000;
    }
    const key = `${name};${path}`;
    if (expires !== undefined && expires <= Date.now()) this.#cookies.delete(key);
    else this.#cookies.set(key, { name, value, path, expires });
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  const prefix = cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`;
  return requestPath.startsWith(prefix);
}

function defaultPath(requestPath: string): string {
  const last = requestPath.lastIndexOf('/');
  return last <= 0 ? '/' : requestPath.slice(0, last);
}
