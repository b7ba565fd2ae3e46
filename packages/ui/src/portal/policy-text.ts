import type { IdmPolicyCode, IdmPolicyFailure } from '@kmx/domain/portal';
import { format } from '../i18n/format';
import type { PortalMessageKey, PortalMessages } from './i18n/PortalMessages';

/**
 * A code's text, and for a code with a number or characters in it: IDM's parameter that holds
 * them, the placeholder of the text, and a text without it for an answer that leaves it out.
 */
interface PolicyText {
  readonly key: PortalMessageKey;
  readonly param?: {
    readonly name: string;
    readonly placeholder: string;
    readonly plain: PortalMessageKey;
  };
}

const policyTexts: Readonly<Record<IdmPolicyCode, PolicyText>> = {
  REQUIRED: { key: 'portal.account.policy.required' },
  UNIQUE: { key: 'portal.account.policy.unique' },
  MIN_LENGTH: {
    key: 'portal.account.policy.minLength',
    param: { name: 'minLength', placeholder: 'min', plain: 'portal.account.policy.minLength.any' },
  },
  MAX_LENGTH: {
    key: 'portal.account.policy.maxLength',
    param: { name: 'maxLength', placeholder: 'max', plain: 'portal.account.policy.maxLength.any' },
  },
  VALID_EMAIL_ADDRESS_FORMAT: { key: 'portal.account.policy.validEmail' },
  VALID_PHONE_FORMAT: { key: 'portal.account.policy.validPhone' },
  VALID_NAME_FORMAT: { key: 'portal.account.policy.validName' },
  VALID_NUMBER: { key: 'portal.account.policy.validNumber' },
  VALID_DATE: { key: 'portal.account.policy.validDate' },
  MATCH_REGEXP: { key: 'portal.account.policy.matchRegexp' },
  AT_LEAST_X_CAPITAL_LETTERS: {
    key: 'portal.account.policy.capitalLetters',
    param: {
      name: 'numCaps',
      placeholder: 'count',
      plain: 'portal.account.policy.capitalLetters.any',
    },
  },
  AT_LEAST_X_NUMBERS: {
    key: 'portal.account.policy.numbers',
    param: { name: 'numNums', placeholder: 'count', plain: 'portal.account.policy.numbers.any' },
  },
  CANNOT_CONTAIN_DUPLICATES: { key: 'portal.account.policy.duplicates' },
  CANNOT_CONTAIN_CHARACTERS: {
    key: 'portal.account.policy.characters',
    param: {
      name: 'forbiddenChars',
      placeholder: 'characters',
      plain: 'portal.account.policy.characters.any',
    },
  },
  CANNOT_CONTAIN_OTHERS: { key: 'portal.account.policy.others' },
  other: { key: 'portal.account.policy.other' },
};

/**
 * Spec portal 5 and issue 17: a failed IDM policy requirement as a text of its own in the page's
 * language, never the raw code. A number or characters IDM names go into the text; when IDM
 * leaves them out, a text without them is shown rather than an empty placeholder.
 */
export function policyText(messages: PortalMessages, failure: IdmPolicyFailure): string {
  // The failure may come from a newer server than this page: a code it has no text for is `other`.
  const text = policyTexts[failure.code] ?? policyTexts.other;
  if (text.param === undefined) return messages[text.key];
  const value = failure.params[text.param.name]?.trim();
  if (value === undefined || value === '') return messages[text.param.plain];
  return format(messages[text.key], { [text.param.placeholder]: value });
}
