import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/DomainError';
import { chosenClassificationSlug } from './classification-choice';

const classifications = [
  { slug: 'training', name: 'Training' },
  { slug: 'maintenance', name: 'Maintenance' },
];

describe('the classification of a service product', () => {
  it('uses the classification slug first', () => {
    expect(chosenClassificationSlug('maintenance', classifications)).toBe('maintenance');
  });

  it('otherwise uses the first classification of the product', () => {
    expect(chosenClassificationSlug(undefined, classifications)).toBe('training');
    expect(chosenClassificationSlug(null, classifications)).toBe('training');
    expect(chosenClassificationSlug('', classifications)).toBe('training');
  });

  it('fails with "No classification slug found" when there is neither', () => {
    expect(() => chosenClassificationSlug(undefined, [])).toThrow('No classification slug found');
    expect(() => chosenClassificationSlug(null, null)).toThrow('No classification slug found');
  });

  it('fails with the code NO_CLASSIFICATION_SLUG', () => {
    let caught: unknown;
    try {
      chosenClassificationSlug(undefined, undefined);
    } catch (error) {
      caught = error;
    }
    expect(isDomainError(caught, 'NO_CLASSIFICATION_SLUG')).toBe(true);
  });
});
