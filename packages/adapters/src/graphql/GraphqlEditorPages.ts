import type { EditorPage } from '@kmx/domain/editor';
import type { EditorPages, EditorPagesRequest, Logger } from '@kmx/domain/ports';
import { localeHeaderName } from '@kmx/domain/translation';
import { z } from 'zod';
import { editorTranslationSchema } from './content-translation-schemas';
import { GraphqlEndpoint } from './GraphqlEndpoint';

const sitePagesDocument = /* GraphQL */ `
  query sitePagesQuery($siteId: ID!, $stage: Stage!) {
    sitePages(siteId: $siteId, stage: $stage) {
      id
      title
      url
      isPublished
      languages
      protection
      translation {
        sourceLanguage
        sourceEditedAt
        targetLanguages {
          id
          language
          translationState
          exportedAt
          importedAt
        }
      }
    }
  }
`;

const sitePagesAnswer = z.object({
  sitePages: z
    .array(
      z.object({
        id: z.string().min(1),
        title: z.string(),
        url: z.string().startsWith('/'),
        isPublished: z.boolean(),
        languages: z.array(z.string().min(2)),
        protection: z.string().min(1),
        translation: editorTranslationSchema,
      }),
    )
    .nullable(),
});

export interface GraphqlEditorPagesOptions {
  readonly endpoint: string;
  /** Per-request timeout in milliseconds. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  readonly logger?: Logger;
}

/**
 * Every page of a site with its translation targets, for the editor's page tree (spec public-site
 * 7). Read afresh on every call: it changes with each start and reset, and drafts are editors' only.
 */
export class GraphqlEditorPages implements EditorPages {
  private readonly endpoint: GraphqlEndpoint;

  constructor(options: GraphqlEditorPagesOptions) {
    this.endpoint = new GraphqlEndpoint(options);
  }

  async pagesOfSite(request: EditorPagesRequest): Promise<readonly EditorPage[] | null> {
    const { sitePages } = await this.endpoint.query({
      operation: 'sitePagesQuery',
      document: sitePagesDocument,
      variables: { siteId: request.siteId, stage: request.stage },
      schema: sitePagesAnswer,
      // The asked language alone, not the visitor's chain (current, fallback, en): a page that
      // lacks it is titled in its source language, as the editor's tree promises, not in English.
      headers: { [localeHeaderName]: request.language.toLowerCase() },
    });
    return sitePages?.map(({ url, ...page }) => ({ ...page, path: url })) ?? null;
  }
}
