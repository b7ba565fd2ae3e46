import { loadConfig } from '../../config/config';
import { startServer, type RunningServer } from '../../start-server';
import { formKeysFor } from '../form-keys';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../../dist/client/', import.meta.url);

/** The origin the test's posts come from; the product's PUBLIC_ORIGIN. */
export const testOrigin = 'http://forms.test';
export const testCookieSecret = 'a forms test secret of 32+ characters';

/** No upstream is reached in these tests: set, so no embedded sandbox starts. */
const unreachable = 'http://127.0.0.1:9';
export const withoutSandbox = {
  CONTENT_URL: `${unreachable}/graphql`,
  CATALOGUE_URL: `${unreachable}/graphql`,
  TICKETING_URL: `${unreachable}/graphql`,
  SEARCH_URL: unreachable,
  INVENTORY_URL: unreachable,
  WIRE_FLOW_URL: unreachable,
};

export function startFormsProduct(environment: Record<string, string>): Promise<RunningServer> {
  return startServer(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      PUBLIC_ORIGIN: testOrigin,
      COOKIE_SECRET: testCookieSecret,
      ...environment,
    }),
    { clientDirectory },
  );
}

/** A start token the product takes: its key comes from the same COOKIE_SECRET, shown a minute ago. */
export function startedAMinuteAgo(now: number = Date.now()): string {
  return formKeysFor({ cookieSecret: testCookieSecret }).startTokens.issue(now - 60_000);
}

/** Posts a form as the script does (JSON from a page of the site). */
export function postJson(
  baseUrl: string,
  form: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/api/forms/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testOrigin, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Posts a form as a browser does without the script (form-encoded). */
export function postForm(
  baseUrl: string,
  form: string,
  fields: Readonly<Record<string, string>>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/api/forms/${form}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: testOrigin,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}
