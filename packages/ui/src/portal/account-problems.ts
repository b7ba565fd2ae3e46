import type { TicketProblem } from '@kmx/domain/portal';
import type { AccountFailure } from './account-failure';
import type { PortalMessages } from './i18n/PortalMessages';
import { policyText } from './policy-text';

const none: readonly TicketProblem[] = [];

/**
 * Spec portal 5: IDM's policy failures as a form's problems, one a field, each failed requirement
 * in words of its own (a field that broke two says both). Anything but a policy failure has none.
 */
export function policyProblems(
  messages: PortalMessages,
  failure: AccountFailure | null,
): readonly TicketProblem[] {
  if (failure?.kind !== 'policy') return none;
  return [...failure.fields].map(([field, failures]) => ({
    field,
    message: failures.map((one) => policyText(messages, one)).join(' '),
  }));
}
