/**
 * The ticketing service checks every form itself, whatever the portal checked: the messages are
 * the spec's (portal 5), the generic input message where the spec gives a field none.
 */
export const ticketingMessages = {
  location: 'Please select a location',
  subject: 'Please enter the subject',
  comment: 'Please enter a comment',
  invalid: 'Please enter a valid value',
  closed: 'This ticket is closed',
  attachments: 'An attached file is not available; please upload it again',
} as const;

export const ticketTypeValues = ['incident', 'serviceRequest', 'spareParts', 'question'] as const;
export const closureReasonValues = [
  'solvedByProvider',
  'solvedWithoutProvider',
  'noLongerRelevant',
] as const;

export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

/** The trimmed text, or `null` when there is none. */
export function filled(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function isOneOf<Value extends string>(
  values: readonly Value[],
  value: string | null | undefined,
): value is Value {
  return (values as readonly (string | null | undefined)[]).includes(value);
}
