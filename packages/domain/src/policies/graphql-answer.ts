import { UpstreamError } from '../errors/UpstreamError';

export interface GraphqlErrorEntry {
  readonly message?: string;
}

/** The JSON body of a GraphQL answer, as far as this rule reads it. */
export interface GraphqlBody<Data> {
  readonly data?: Data | null;
  readonly errors?: readonly GraphqlErrorEntry[] | null;
}

export interface GraphqlAnswer<Data> {
  readonly status: number;
  /** `null` when the body was missing or not JSON. */
  readonly body: GraphqlBody<Data> | null;
}

/**
 * Spec public-site 7: an answer with errors or without data fails with the first error's message,
 * or with the status code when no message came. Partial data next to errors is not used, because
 * the spec treats any error as a failure.
 */
export function graphqlData<Data>(answer: GraphqlAnswer<Data>): Data {
  const errors = answer.body?.errors ?? [];
  const data = answer.body?.data;
  if (errors.length === 0 && data !== undefined && data !== null) return data;
  const firstMessage = errors[0]?.message;
  const message =
    firstMessage !== undefined && firstMessage !== ''
      ? firstMessage
      : `GraphQL request failed with status ${answer.status}`;
  throw new UpstreamError(message, answer.status);
}
