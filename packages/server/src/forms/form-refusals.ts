import type { MappedLanguage } from '@kmx/domain/translation';
import { formOutcomeTexts, type FormOutcomeTexts } from './form-outcome-texts';

/** Why a form was not taken, before its fields were looked at. */
export type FormRefusal =
  'cross-origin' | 'too-many' | 'too-fast' | 'honeypot' | 'too-large' | 'malformed' | 'unavailable';

export const refusalStatus: Readonly<Record<FormRefusal, number>> = {
  'cross-origin': 403,
  'too-many': 429,
  'too-fast': 422,
  honeypot: 422,
  'too-large': 413,
  malformed: 400,
  unavailable: 503,
};

/** The texts of a language of the sites; another language reads English. */
function textsOf(language: string): FormOutcomeTexts {
  return Object.hasOwn(formOutcomeTexts, language)
    ? formOutcomeTexts[language as MappedLanguage]
    : formOutcomeTexts.en;
}

/** A refusal in plain words; the honeypot's are the too-fast ones: a robot learns nothing. */
export function refusalText(refusal: FormRefusal | 'invalid', language: string): string {
  return textsOf(language).refusals[refusal === 'honeypot' ? 'too-fast' : refusal];
}

export function outcomeTitle(outcome: 'sent' | 'invalid' | 'refused', language: string): string {
  return textsOf(language).titles[outcome];
}
