import { getOperationAST, parse } from 'graphql';

/** What a GraphQL operation does: reads (`query`), writes (`mutation`) or listens (`subscription`). */
export type OperationKind = 'query' | 'mutation' | 'subscription';

// Documents are the adapters' constants, few and fixed: each is parsed once.
const known = new Map<string, OperationKind | null>();

/**
 * The kind of the operation `operation` in `document`, or `null` when the text does not parse or
 * does not hold that operation (then nothing may assume it only reads).
 */
export function operationKind(document: string, operation: string): OperationKind | null {
  const key = `${operation}\n${document}`;
  if (known.has(key)) return known.get(key) ?? null;
  let kind: OperationKind | null;
  try {
    kind = getOperationAST(parse(document), operation)?.operation ?? null;
  } catch {
    kind = null;
  }
  known.set(key, kind);
  return kind;
}
