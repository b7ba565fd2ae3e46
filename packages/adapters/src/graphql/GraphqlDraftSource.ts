import { isProtectedPage } from '@kmx/domain/content';
import type { DraftAnswer, DraftRequest, DraftSource } from '@kmx/domain/ports';
import { localeHeaders } from '@kmx/domain/translation';
import type { z } from 'zod';
import { draftQueries, draftQueryNamed, type DraftQueryName } from './draft-documents';
import { GraphqlEndpoint, type GraphqlEndpointOptions } from './GraphqlEndpoint';
import { toProtection } from './to-page';

export type GraphqlDraftSourceOptions = GraphqlEndpointOptions;

interface DraftQuery<Schema extends z.ZodType> {
  readonly document: string;
  readonly variables: z.ZodType<Readonly<Record<string, unknown>>>;
  readonly answer: Schema;
}

/**
 * Draft content from the content service over GraphQL, for the draft proxy: a browser's query is
 * passed on only when it is, formatting aside, one of `draftQueries`, with variables that fit it;
 * the request is made afresh (none of the browser's headers go with it), and its answer is checked
 * like every other adapter's before it is handed back.
 */
export class GraphqlDraftSource implements DraftSource {
  private readonly endpoint: GraphqlEndpoint;

  constructor(options: GraphqlDraftSourceOptions) {
    this.endpoint = new GraphqlEndpoint(options);
  }

  async answer(request: DraftRequest): Promise<DraftAnswer> {
    const name = draftQueryNamed(request.query);
    if (name === null) return { kind: 'unknown-query' };
    if (name === 'DraftNavigation') return this.ask(name, draftQueries[name], request, () => false);
    return this.ask(
      name,
      draftQueries[name],
      request,
      ({ page }) => page !== null && isProtectedPage(toProtection(page.protection)),
    );
  }

  private async ask<Schema extends z.ZodType<Readonly<Record<string, unknown>>>>(
    name: DraftQueryName,
    query: DraftQuery<Schema>,
    request: DraftRequest,
    isProtected: (data: z.infer<Schema>) => boolean,
  ): Promise<DraftAnswer> {
    const variables = query.variables.safeParse(request.variables);
    if (!variables.success) return { kind: 'unfit-variables', query: name };
    const data = await this.endpoint.query({
      operation: name,
      document: query.document,
      variables: variables.data,
      schema: query.answer,
      headers: localeHeaders(request.language),
    });
    return isProtected(data) ? { kind: 'protected' } : { kind: 'answered', data };
  }
}
