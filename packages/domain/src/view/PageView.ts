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
    };

export type PageViewKind = PageView['kind'];
