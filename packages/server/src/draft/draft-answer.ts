import { z } from 'zod';
import type { DraftQueryName } from './draft-queries';

/** What the proxy does with the content service's answer to a draft query. */
export type DraftAnswer =
  | { readonly kind: 'pass'; readonly body: { readonly data: unknown } }
  | { readonly kind: 'protected' }
  | { readonly kind: 'invalid' };

const graphqlAnswer = z.object({
  data: z.record(z.string(), z.unknown()),
  errors: z.array(z.unknown()).max(0).optional(),
});

const pageAnswer = z.object({
  page: z.object({ protection: z.string() }).loose().nullable(),
});

/**
 * An answer with data and no errors passes, except a page that is protected in any way (a
 * password or a role): its draft is never handed to a browser (spec public-site 6). An answer
 * that cannot be read is refused too, so nothing passes unchecked.
 */
export function checkDraftAnswer(name: DraftQueryName, body: unknown): DraftAnswer {
  const answer = graphqlAnswer.safeParse(body);
  if (!answer.success) return { kind: 'invalid' };
  if (name === 'DraftPage') {
    const page = pageAnswer.safeParse(answer.data.data);
    if (!page.success) return { kind: 'invalid' };
    if (page.data.page !== null && page.data.page.protection !== 'none')
      return { kind: 'protected' };
  }
  return { kind: 'pass', body: { data: answer.data.data } };
}
