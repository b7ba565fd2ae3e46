import { z } from 'zod';
import { draftNavigationDocument, draftPageDocument } from './draft-query-texts';

/**
 * The draft queries `GraphqlDraftSource` answers: these documents, nothing else (spec
 * public-site 6). Each reads the draft stage; the page query always asks for `protection`, so the
 * source can refuse the answer for a protected page. Unlike the published page's query they are
 * narrow on purpose: their answers go to the browser as they come, so they ask for no more than
 * the preview shows. Each has its variables' check and its answer's.
 */
export const draftQueries = {
  DraftPage: {
    document: draftPageDocument,
    variables: z.strictObject({
      path: z.string().min(1).max(500).startsWith('/'),
      siteId: z.string().min(1).max(100).nullable().optional(),
    }),
    // Loose: the page goes to the browser with every field it asked for.
    answer: z.looseObject({ page: z.looseObject({ protection: z.string() }).nullable() }),
  },
  DraftNavigation: {
    document: draftNavigationDocument,
    variables: z.strictObject({ id: z.string().min(1).max(100) }),
    answer: z.looseObject({
      navigationTree: z.looseObject({ id: z.string(), items: z.array(z.unknown()) }).nullable(),
    }),
  },
} as const;

export type DraftQueryName = keyof typeof draftQueries;

/** GraphQL text with insignificant whitespace and commas gone, for comparing documents. */
export function normalisedDocument(document: string): string {
  return document
    .replace(/[\s,]+/g, ' ')
    .replace(/ ?([{}():!$=@[\]]) ?/g, '$1')
    .trim();
}

const known = new Map<string, DraftQueryName>(
  (Object.keys(draftQueries) as DraftQueryName[]).map((name) => [
    normalisedDocument(draftQueries[name].document),
    name,
  ]),
);

/** The draft query `query` is (formatting aside), or `null` for any other text. */
export function draftQueryNamed(query: string): DraftQueryName | null {
  return known.get(normalisedDocument(query)) ?? null;
}
