/**
 * The policy requirement codes the identity-management service (IDM) answers in
 * `failedPolicyRequirements` (spec section 5). The portal shows a text of its own for each.
 */
export const idmPolicyRequirements = [
  'REQUIRED',
  'UNIQUE',
  'MIN_LENGTH',
  'MAX_LENGTH',
  'VALID_EMAIL_ADDRESS_FORMAT',
  'VALID_PHONE_FORMAT',
  'VALID_NAME_FORMAT',
  'VALID_NUMBER',
  'VALID_DATE',
  'MATCH_REGEXP',
  'AT_LEAST_X_CAPITAL_LETTERS',
  'AT_LEAST_X_NUMBERS',
  'CANNOT_CONTAIN_DUPLICATES',
  'CANNOT_CONTAIN_CHARACTERS',
  'CANNOT_CONTAIN_OTHERS',
] as const;

export type IdmPolicyRequirement = (typeof idmPolicyRequirements)[number];
