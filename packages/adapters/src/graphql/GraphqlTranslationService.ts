import type { TranslationChange } from '@kmx/domain/content';
import type { Logger, TranslationService } from '@kmx/domain/ports';
import { pageNotFound } from '@kmx/domain/errors';
import { z } from 'zod';
import { pageTranslationSchema } from './content-translation-schemas';
import { GraphqlEndpoint } from './GraphqlEndpoint';

const translationFields = /* GraphQL */ `
  fragment PageTranslationFields on PageTranslation {
    pageId
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
`;

const stateDocument = /* GraphQL */ `
  query pageTranslationQuery($pageId: ID!) {
    translation: pageTranslation(pageId: $pageId) {
      ...PageTranslationFields
    }
  }
  ${translationFields}
`;

const startDocument = /* GraphQL */ `
  mutation startTranslationMutation($pageId: ID!) {
    translation: startTranslation(pageId: $pageId) {
      ...PageTranslationFields
    }
  }
  ${translationFields}
`;

const resetDocument = /* GraphQL */ `
  mutation resetTranslationMutation($pageId: ID!) {
    translation: resetTranslation(pageId: $pageId) {
      ...PageTranslationFields
    }
  }
  ${translationFields}
`;

// Each document names its one field `translation`, so one schema reads every answer.
const translationAnswer = z.object({ translation: pageTranslationSchema.nullable() });

export interface GraphqlTranslationServiceOptions {
  readonly endpoint: string;
  /** Per-request timeout in milliseconds. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  readonly logger?: Logger;
}

/**
 * The editor area's page translation calls (spec public-site 7), against the translation targets
 * the content service keeps. Start and reset are mutations: POST, so never retried.
 */
export class GraphqlTranslationService implements TranslationService {
  private readonly endpoint: GraphqlEndpoint;

  constructor(options: GraphqlTranslationServiceOptions) {
    this.endpoint = new GraphqlEndpoint(options);
  }

  /**
   * The port asks for the targets and the source's last edit; the source language comes along,
   * as the editor's state call answers it (spec public-site 7, the contract of issue 18).
   */
  state(pageId: string): Promise<TranslationChange> {
    return this.call('pageTranslationQuery', stateDocument, pageId);
  }

  start(pageId: string): Promise<TranslationChange> {
    return this.call('startTranslationMutation', startDocument, pageId);
  }

  reset(pageId: string): Promise<TranslationChange> {
    return this.call('resetTranslationMutation', resetDocument, pageId);
  }

  /** An unknown page id is the spec's "page not found by id" (the 404 state). */
  private async call(
    operation: string,
    document: string,
    pageId: string,
  ): Promise<TranslationChange> {
    const { translation } = await this.endpoint.query({
      operation,
      document,
      variables: { pageId },
      schema: translationAnswer,
    });
    if (translation === null) throw pageNotFound(pageId);
    return {
      sourceLanguage: translation.sourceLanguage,
      sourceEditedAt: translation.sourceEditedAt,
      targetLanguages: translation.targetLanguages,
    };
  }
}
