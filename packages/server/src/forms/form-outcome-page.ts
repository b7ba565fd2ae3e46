import type { FormKind } from '@kmx/domain/forms';
import { cacheQueryActions } from '@kmx/domain/policies';
import { buildLocale, parseLocaleCode } from '@kmx/domain/site';
import type { FormOutcomeView, PagePayload } from '@kmx/domain/view';
import { titleWithSite } from '@kmx/domain/view';
import type { Response } from 'express';
import { privateAnswer } from '../http/cache-instructions';
import { nonceOf } from '../http/security-headers';
import { companyName, errorPage } from '../pages/error-page';
import { unindexedHead } from '../pages/page-head';
import type { PageResponder } from '../render/PageResponder';
import { outcomeTitle } from './form-refusals';

/** What the no-JavaScript answer shows, besides the view's frame fields. */
export type FormOutcome = Omit<FormOutcomeView, 'kind' | 'homeHref'> & { readonly form: FormKind };

/** The page of a form's outcome: status as the JSON answer's, never indexed or kept by a cache. */
function formOutcomePayload(outcome: FormOutcome, status: number): PagePayload {
  const locale = parseLocaleCode(outcome.language) ?? buildLocale('en');
  return {
    status,
    head: unindexedHead(
      titleWithSite(outcomeTitle(outcome.outcome, locale.language), companyName),
      companyName,
      locale,
    ),
    view: { kind: 'form-outcome', homeHref: `/${locale.urlCode}`, ...outcome },
  };
}

/** Sends the outcome through the product's page renderer, for this visitor alone. */
export async function sendFormOutcome(
  responder: PageResponder,
  response: Response,
  outcome: FormOutcome,
  status: number,
): Promise<void> {
  const payload = formOutcomePayload(outcome, status);
  response.setHeader('Cache-Control', privateAnswer);
  await responder.respond({
    response,
    nonce: nonceOf(response),
    key: null,
    cacheMode: cacheQueryActions.bypass,
    produce: () => Promise.resolve({ payload, cacheable: false, personal: true }),
    errorPage: () => errorPage(outcome.language),
  });
}
