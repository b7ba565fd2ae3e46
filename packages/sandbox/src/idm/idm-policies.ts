import type { IdmPolicyRequirement } from '@kmx/domain/portal';
import type { ManagedUser } from './idm-records';

/** One failed requirement, with IDM's parameters where the requirement has a number or text. */
export interface FailedRequirement {
  readonly policyRequirement: IdmPolicyRequirement;
  readonly params?: Readonly<Record<string, number | string | readonly string[]>>;
}

export interface FailedPolicy {
  readonly property: string;
  readonly policyRequirements: readonly FailedRequirement[];
}

export interface PolicyOptions {
  /**
   * An invitee has not given a name yet: `givenName` and `sn` may be empty (but not invalid).
   */
  readonly invitee?: boolean;
}

/** The characters of `value` that `allowed` does not admit, each once (IDM's `forbiddenChars`). */
function forbiddenCharacters(value: string, allowed: RegExp): string[] {
  return [...new Set([...value].filter((character) => !allowed.test(character)))];
}

/** Groups failures by property in the order they arose; a requirement once per property. */
export function failuresByProperty(
  failures: readonly (readonly [string, FailedRequirement])[],
): FailedPolicy[] {
  const grouped = new Map<string, FailedRequirement[]>();
  for (const [property, requirement] of failures) {
    const known = grouped.get(property) ?? [];
    if (!known.some((entry) => entry.policyRequirement === requirement.policyRequirement)) {
      grouped.set(property, [...known, requirement]);
    }
  }
  return [...grouped].map(([property, policyRequirements]) => ({ property, policyRequirements }));
}

const nameFormat = /^[\p{L}\p{M}][\p{L}\p{M} '.-]*$/u;
const emailFormat = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phoneFormat = /^\+?[0-9 ()/-]{4,30}$/;
const postalCodeFormat = /^[A-Za-z0-9 -]*$/;
const postalCodeCharacter = /^[A-Za-z0-9 -]$/;
const countryFormat = /^[A-Z]{2}$/;
// Spec portal 3's 11 languages (en de fr zh ja es pt cs hu ro sk) and a few more IDM knows.
const languages = [
  'cs',
  'de',
  'en',
  'es',
  'fr',
  'hu',
  'it',
  'ja',
  'ko',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'zh',
];
const dateFormat = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * IDM's policy checks on a managed user about to be stored; `others` are the rest of the
 * directory (for `UNIQUE`). Answers the failures per property, empty when the user is valid.
 */
export function userPolicyFailures(
  user: ManagedUser,
  others: readonly ManagedUser[],
  options: PolicyOptions = {},
): FailedPolicy[] {
  const failures: [string, FailedRequirement][] = [];
  const fail = (
    property: string,
    policyRequirement: IdmPolicyRequirement,
    params?: FailedRequirement['params'],
  ) => {
    failures.push([
      property,
      params === undefined ? { policyRequirement } : { policyRequirement, params },
    ]);
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
    if (value.length > max) fail(property, 'MAX_LENGTH', { maxLength: max });
    return value;
  };

  for (const property of ['givenName', 'sn'] as const) {
    const value = text(property, user[property], options.invitee !== true, 64);
    if (value !== undefined && !nameFormat.test(value)) fail(property, 'VALID_NAME_FORMAT');
    if (value !== undefined && value.trim().length < 1) {
      fail(property, 'MIN_LENGTH', { minLength: 1 });
    }
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
  if (postalCode !== undefined && !/\d/.test(postalCode)) {
    fail('postalCode', 'AT_LEAST_X_NUMBERS', { numNums: 1 });
  }
  if (postalCode !== undefined && !postalCodeFormat.test(postalCode)) {
    fail('postalCode', 'CANNOT_CONTAIN_CHARACTERS', {
      forbiddenChars: forbiddenCharacters(postalCode, postalCodeCharacter),
    });
  }
  const city = text('city', user.city, false, 64);
  if (city !== undefined && /[<>{}]/.test(city)) {
    fail('city', 'CANNOT_CONTAIN_CHARACTERS', { forbiddenChars: ['<', '>', '{', '}'] });
  }
  const country = text('country', user.country, false, 2);
  if (country !== undefined && !countryFormat.test(country)) {
    fail('country', 'AT_LEAST_X_CAPITAL_LETTERS', { numCaps: 2 });
  }
  text('subRegion', user.subRegion, false, 64);
  text('postalAddress', user.postalAddress, false);
  text('company', user.company, false);
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
  if (mail !== undefined && mail.length < 6) fail('mail', 'MIN_LENGTH', { minLength: 6 });
  return failuresByProperty(failures);
}
