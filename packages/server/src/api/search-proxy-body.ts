import { z } from 'zod';

/** A query longer than this is no search anybody types; the search service refuses it too. */
export const maxQueryLength = 200;
/** Paging stops here: ten thousand hits deep is a crawler, not a visitor. */
const maxSearchPage = 1000;

const suggestShape = {
  localeCode: z.string({ error: 'localeCode must be a locale code such as en or de-ch' }),
  siteSlug: z
    .string({ error: 'siteSlug must be a site slug, or null for the main site' })
    .nullable(),
  query: z
    .string({ error: 'query must be a text' })
    .trim()
    .min(1, { error: 'query must not be empty' })
    .max(maxQueryLength, { error: `query must be at most ${maxQueryLength} characters` }),
};

export const suggestBodySchema = z.object(suggestShape, {
  error: 'The body must be a JSON object',
});

export const searchBodySchema = z.object(
  {
    ...suggestShape,
    page: z
      .number({ error: `page must be a whole number from 1 to ${maxSearchPage}` })
      .int({ error: `page must be a whole number from 1 to ${maxSearchPage}` })
      .min(1, { error: `page must be a whole number from 1 to ${maxSearchPage}` })
      .max(maxSearchPage, { error: `page must be a whole number from 1 to ${maxSearchPage}` }),
  },
  { error: 'The body must be a JSON object' },
);

/** The first problem of a body, naming the field: `{ "error": "query must not be empty" }`. */
export function bodyProblem(error: z.ZodError, body: unknown): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'The body is not valid';
  const [field] = issue.path;
  // A missing field reads better by name than as a wrong type.
  const missing =
    typeof field === 'string' &&
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>)[field] === undefined;
  return missing ? `The body needs the field ${field}` : issue.message;
}
