import type { IdmPolicyRequirement } from '@kmx/domain/portal';
import type { ManagedUser } from './idm-records';

export interface FailedPolicy {
  readonly property: string;
  readonly policyRequirements: readonly { readonly policyRequirement: IdmPolicyRequirement }[];
}

const nameFormat = /^[\p{L}\p{M}][\p{L}\p{M} '.-]*$/u;
const emailFormat = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phoneFormat = /^\+?[0-9 ()/-]{4,30}$/;
const postalCodeFormat = /^[A-Za-z0-9 -]*$/;
const countryFormat = /^[A-Z]{2}$/;
const languages = ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pl', 'pt', 'ru', 'zh'];
const dateFormat = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * IDM's policy checks on a managed user about to be stored; `others` are the rest of the
 * directory (for `UNIQUE`). Answers the failures per property, empty when the user is valid.
 */
export function userPolicyFailures(
  user: ManagedUser,
  others: readonly ManagedUser[],
): FailedPolicy[] {
  const failures = new Map<string, IdmPolicyRequirement[]>();
  const fail = (property: string, requirement: IdmPolicyRequirement) => {
    failures.set(property, [...(failures.get(property) ?? []), requirement]);
  };
  const text = (property: keyof ManagedUser, value: unknown, required: boolean, max = 255) => {
    if (value === undefined || value === null || value === '') {
      if (required) fail(property, 'REQUIRED');
      return undefined;
    }
    if (typeof value !== 'string') {
      fail(property, 'MATCH_REGEXP');
      return undefined;
    }
    if (value.length > max) fail(property, 'MAX_LENGTH');
    return value;
  };

  for (const property of ['givenName', 'sn'] as const) {
    const value = text(property, user[property], true, 64);
    if (value !== undefined && !nameFormat.test(value)) fail(property, 'VALID_NAME_FORMAT');
    if (value !== undefined && value.trim().length < 1) fail(property, 'MIN_LENGTH');
  }
  const mail = text('mail', user.mail, true);
  if (mail !== undefined && !emailFormat.test(mail)) fail('mail', 'VALID_EMAIL_ADDRESS_FORMAT');
  if (mail !== undefined && others.some((o) => o.mail.toLowerCase() === mail.toLowerCase())) {
    fail('mail', 'UNIQUE');
  }
  const phone = text('telephoneNumber', user.telephoneNumber, false, 30);
  if (phone !== undefined && !phoneFormat.test(phone))
    fail('telephoneNumber', 'VALID_PHONE_FORMAT');
  const postalCode = text('postalCode', user.postalCode, false, 16);
  if (postalCode !== undefined && !/\d/.test(postalCode)) fail('postalCode', 'AT_LEAST_X_NUMBERS');
  if (postalCode !== undefined && !postalCodeFormat.test(postalCode)) {
    fail('postalCode', 'CANNOT_CONTAIN_CHARACTERS');
  }
  const city = text('city', user.city, false, 64);
  if (city !== undefined && /[<>{}]/.test(city)) fail('city', 'CANNOT_CONTAIN_CHARACTERS');
  const country = text('country', user.country, false, 2);
  if (country !== undefined && !countryFormat.test(country)) {
    fail('country', 'AT_LEAST_X_CAPITAL_LETTERS');
  }
  text('postalAddress', user.postalAddress, false);
  const language = text('preferredLanguage', user.preferredLanguage, false, 5);
  if (language !== undefined && !languages.includes(language)) {
    fail('preferredLanguage', 'CANNOT_CONTAIN_OTHERS');
  }
  if (!Array.isArray(user.roles) || user.roles.some((role) => typeof role !== 'string')) {
    fail('roles', 'MATCH_REGEXP');
  } else if (new Set(user.roles).size !== user.roles.length) {
    fail('roles', 'CANNOT_CONTAIN_DUPLICATES');
  }
  if (!Array.isArray(user.memberOfOrgIDs)) fail('memberOfOrgIDs', 'MATCH_REGEXP');
  else if (new Set(user.memberOfOrgIDs).size !== user.memberOfOrgIDs.length) {
    fail('memberOfOrgIDs', 'CANNOT_CONTAIN_DUPLICATES');
  }
  if (!Array.isArray(user.applications)) fail('applications', 'MATCH_REGEXP');
  else {
    for (const entry of user.applications as readonly unknown[]) {
      const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
        string,
        unknown
      >;
      if (typeof record['requestDate'] !== 'string' || !dateFormat.test(record['requestDate'])) {
        fail('applications', 'VALID_DATE');
      }
    }
  }
  if (typeof user._rev !== 'string' || !/^\d+$/.test(user._rev)) fail('_rev', 'VALID_NUMBER');
  if (mail !== undefined && mail.length < 6) fail('mail', 'MIN_LENGTH');
  return [...failures].map(([property, requirements]) => ({
    property,
    policyRequirements: [...new Set(requirements)].map((policyRequirement) => ({
      policyRequirement,
    })),
  }));
}
