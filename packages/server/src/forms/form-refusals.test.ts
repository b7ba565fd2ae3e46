import { serviceLocales } from '@kmx/domain/translation';
import { describe, expect, it } from 'vitest';
import { outcomeTitle, refusalStatus, refusalText, type FormRefusal } from './form-refusals';

const refusals = [...Object.keys(refusalStatus), 'invalid'] as (FormRefusal | 'invalid')[];
const outcomes = ['sent', 'invalid', 'refused'] as const;
const otherLanguages = Object.keys(serviceLocales).filter((language) => language !== 'en');

describe('the texts of a form sent without JavaScript', () => {
  it('are there in every language of the sites, none of them left in English', () => {
    expect(otherLanguages).toHaveLength(10);
    for (const language of otherLanguages) {
      for (const refusal of refusals) {
        const text = refusalText(refusal, language);
        expect(text.trim(), `${language} ${refusal}`).not.toBe('');
        expect(text, `${language} ${refusal}`).not.toBe(refusalText(refusal, 'en'));
      }
      for (const outcome of outcomes) {
        const title = outcomeTitle(outcome, language);
        expect(title.trim(), `${language} ${outcome}`).not.toBe('');
        expect(title, `${language} ${outcome}`).not.toBe(outcomeTitle(outcome, 'en'));
      }
    }
  });

  it('are French for a French request', () => {
    expect(refusalText('too-many', 'fr')).toBe(
      'Vous avez envoyé de nombreux formulaires en peu de temps. Veuillez patienter quelques minutes et réessayer.',
    );
    expect(refusalText('invalid', 'fr')).toBe('Veuillez corriger les champs signalés.');
    expect(outcomeTitle('refused', 'fr')).toBe('Formulaire non envoyé');
  });

  it('are the spec’s English words (docs/forms.md), and English for a language the sites lack', () => {
    expect(refusalText('cross-origin', 'en')).toBe(
      'Forms are accepted only from the pages of this site.',
    );
    expect(refusalText('unavailable', 'it')).toBe(
      'The form could not be saved just now. Please try again in a few minutes.',
    );
    expect(outcomeTitle('sent', 'xx')).toBe('Thank you');
  });

  it('tell a robot behind the honeypot what they tell a hurried visitor', () => {
    for (const language of Object.keys(serviceLocales)) {
      expect(refusalText('honeypot', language)).toBe(refusalText('too-fast', language));
    }
  });
});
