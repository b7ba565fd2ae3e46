import type { Page } from '../content/Page';

/**
 * What the server's page loaders produce and every renderer consumes: plain, serialisable data that
 * is embedded in the HTML for hydration and served as `{page}/_payload.json`.
 */
export type PageView =
  | {
      readonly kind: 'content';
      readonly language: string;
      readonly homeHref: string;
      readonly page: Page;
    }
  | {
      readonly kind: 'not-found';
      readonly language: string;
      readonly homeHref: string;
      readonly path: string;
    }
  | {
      /** The signed-in portal; its content renders in the browser, never on the server. */
      readonly kind: 'portal';
      readonly language: string;
      readonly homeHref: string;
      readonly signIn: SignInSettings;
    }
  | {
      /** `{locale}/callback`: completes a sign-in that came back from the identity provider. */
      readonly kind: 'sign-in-callback';
      readonly language: string;
      readonly homeHref: string;
      readonly signIn: SignInSettings;
    };

/** What the browser's sign-in client needs to know about the identity provider. */
export interface SignInSettings {
  /** The identity provider's base address, e.g. `https://host/am`. */
  readonly baseUrl: string;
  readonly realmPath: string;
  readonly clientId: string;
  readonly scope: string;
  /** Path of the callback page of this locale, e.g. `/en/callback`. */
  readonly callbackPath: string;
  /** Path of the page the silent renewal frame lands on. */
  readonly silentCallbackPath: string;
}

export type PageViewKind = PageView['kind'];
