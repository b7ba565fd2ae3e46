import type { IdmPolicyCode } from '@kmx/domain/portal';
import { idmPolicyRequirements, policyFailuresByField } from '@kmx/domain/portal';
import { describe, expect, it } from 'vitest';
import { portalMessagesDe } from './i18n/portal-messages-de';
import { portalMessagesEn } from './i18n/portal-messages-en';
import { policyText } from './policy-text';

const codes: readonly IdmPolicyCode[] = [...idmPolicyRequirements, 'other'];
const languages = [portalMessagesEn, portalMessagesDe];

describe('the text of a failed IDM policy', () => {
  it('is its own, non-empty, never the code, in English and German, with or without parameters', () => {
    for (const messages of languages) {
      for (const code of codes) {
        for (const params of [
          {},
          { minLength: '8', maxLength: '64', numCaps: '1', numNums: '2', forbiddenChars: '< >' },
        ]) {
          const text = policyText(messages, { code, params });
          expect(text.trim()).not.toBe('');
          expect(text).not.toContain(code);
          expect(text).not.toMatch(/\{\w+\}/);
        }
      }
      const texts = new Set(
        idmPolicyRequirements.map((code) => policyText(messages, { code, params: {} })),
      );
      expect(texts.size).toBe(idmPolicyRequirements.length);
    }
  });

  it('names the numbers and characters IDM gives', () => {
    const failures =
      policyFailuresByField([
        {
          property: 'password',
          policyRequirements: [
            { policyRequirement: 'MIN_LENGTH', params: { minLength: 8 } },
            { policyRequirement: 'MAX_LENGTH', params: { maxLength: 64 } },
            { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 1 } },
            { policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums: 2 } },
            {
              policyRequirement: 'CANNOT_CONTAIN_CHARACTERS',
              params: { forbiddenChars: ['<', '>'] },
            },
          ],
        },
      ]).get('password') ?? [];
    expect(failures.map((failure) => policyText(portalMessagesEn, failure))).toEqual([
      'Please enter at least 8 characters.',
      'Please enter at most 64 characters.',
      'Use at least this many capital letters: 1.',
      'Use at least this many digits: 2.',
      'Please remove these characters: < >',
    ]);
    expect(policyText(portalMessagesDe, failures[0]!)).toBe(
      'Bitte geben Sie mindestens 8 Zeichen ein.',
    );
  });

  it('reads a code it does not know as the generic text', () => {
    const [failure] =
      policyFailuresByField([
        { property: 'sn', policyRequirements: [{ policyRequirement: 'SOMETHING_NEW' }] },
      ]).get('sn') ?? [];
    expect(policyText(portalMessagesEn, failure!)).toBe('Please enter a valid value.');
    expect(policyText(portalMessagesEn, { code: 'NOT_A_CODE' as IdmPolicyCode, params: {} })).toBe(
      'Please enter a valid value.',
    );
    expect(policyText(portalMessagesDe, { code: 'other', params: {} })).toBe(
      'Bitte geben Sie einen gültigen Wert ein.',
    );
  });
});
