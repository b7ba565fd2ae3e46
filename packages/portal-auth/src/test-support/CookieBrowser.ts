import { CookieJar } from 'tough-cookie';

/**
 * What a browser does with the provider's pages, as small as the integration tests need: `fetch`
 * with tough-cookie's cookie jar, redirects followed by hand (so a test can stop where the browser
 * would leave the provider), and HTML forms posted like a browser posts them.
 */
export class CookieBrowser {
  readonly #jar = new CookieJar();

  /** `fetch` with this browser's cookies; redirects are answered, not followed. */
  readonly fetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init.headers);
    const cookie = await this.#jar.getCookieString(url);
    if (cookie !== '') headers.set('Cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      // A browser drops a cookie it may not keep; so does this one.
      await this.#jar.setCookie(line, url, { ignoreError: true });
    }
    return response;
  };

  /**
   * Follows redirects from `url` with GET until an answer is no redirect, or until the next
   * address is on `leaveAt` (a page of the portal), which is answered instead of fetched.
   */
  async navigate(
    url: string,
    leaveAt: string,
    init: RequestInit = {},
  ): Promise<{ readonly url: string; readonly page: string }> {
    let current = url;
    let response = await this.fetch(current, init);
    for (let hops = 0; hops < 20; hops += 1) {
      const location = response.headers.get('Location');
      if (response.status < 300 || response.status >= 400 || location === null) break;
      await response.arrayBuffer();
      const next = new URL(location, current).href;
      if (next.startsWith(leaveAt)) return { url: next, page: '' };
      current = next;
      response = await this.fetch(current);
    }
    return { url: current, page: await response.text() };
  }

  /** Posts the page's form (the one with `id` when given) with its hidden fields and `fields`. */
  async submit(
    from: { readonly url: string; readonly page: string },
    fields: Readonly<Record<string, string>>,
    leaveAt: string,
    id?: string,
  ): Promise<{ readonly url: string; readonly page: string }> {
    const forms = [...from.page.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
    const form = forms.find(
      ([, attributes]) => id === undefined || attributes?.includes(`id="${id}"`),
    );
    const action = /\saction="([^"]*)"/.exec(form?.[1] ?? '')?.[1];
    if (form === undefined || action === undefined) throw new Error(`No form on ${from.url}`);
    const hidden = [...(form[2] ?? '').matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map(
      ([input]) => [
        /\sname="([^"]*)"/.exec(input)?.[1] ?? '',
        /\svalue="([^"]*)"/.exec(input)?.[1] ?? '',
      ],
    );
    const body = new URLSearchParams({ ...Object.fromEntries(hidden), ...fields });
    return this.navigate(new URL(action.replaceAll('&amp;', '&'), from.url).href, leaveAt, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
  }
}
