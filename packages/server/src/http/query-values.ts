import type { Request } from 'express';

/** The plain string values of a query parameter; nested or malformed values are ignored. */
export function queryValues(request: Request, name: string): string[] {
  const value: unknown = request.query[name];
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  return values.filter((entry): entry is string => typeof entry === 'string');
}
