import { contactMessages } from '@kmx/domain/forms';
import { describe, expect, it } from 'vitest';
import { formsTextsFor } from './forms-texts-for';
import { problemText } from './form-problem-text';

// The messages the visitors' forms can show: the spec's (portal 5) and the contact form's.
const shown = [
  'Please enter a valid value',
  'Please select the checkbox to continue',
  'Please provide a valid email address',
  'Please enter your first name',
  'Please enter your last name',
  'Please enter the company you work for',
  "Please enter the country you're in",
  'Please specify the product your request regards',
  'Please enter the serial number of your product',
  'Please add some more details',
  ...Object.values(contactMessages),
];

describe('a form message', () => {
  it('keeps the spec’s words in English', () => {
    expect(problemText(formsTextsFor('en'), 'Please enter a valid value')).toBe(
      'Please enter a valid value',
    );
    for (const message of shown) expect(problemText(formsTextsFor('en'), message)).toBe(message);
  });

  it('has German words for each message the forms can show', () => {
    for (const message of shown)
      expect(problemText(formsTextsFor('de'), message)).not.toBe(message);
    expect(problemText(formsTextsFor('de'), 'Please select the checkbox to continue')).toBe(
      'Bitte kreuzen Sie das Kästchen an, um fortzufahren',
    );
  });

  it('is shown as it came when it is not known', () => {
    expect(problemText(formsTextsFor('de'), 'Please choose a whitepaper')).toBe(
      'Please choose a whitepaper',
    );
  });
});
