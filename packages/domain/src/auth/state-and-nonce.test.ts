import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../ports/RandomSource';
import { newNonce, newState } from './state-and-nonce';

const counting: RandomSource = {
  bytes: (length) => Uint8Array.from({ length }, (_, index) => index),
};

describe('the state and nonce of an authorization request', () => {
  it('are the base64url text of the random bytes (43 characters)', () => {
    expect(newState(counting)).toBe('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8');
    expect(newNonce(counting)).toBe('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8');
  });

  it('ask the random source for 32 bytes', () => {
    const asked: number[] = [];
    const random: RandomSource = {
      bytes: (length) => {
        asked.push(length);
        return new Uint8Array(length);
      },
    };
    newState(random);
    newNonce(random);
    expect(asked).toEqual([32, 32]);
  });
});
