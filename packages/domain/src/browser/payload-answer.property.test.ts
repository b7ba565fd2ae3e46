import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { readPagePayload, readPayloadAnswer } from './payload-answer';

test.prop([fc.anything()])('reads anything without throwing', (json) => {
  const answer = readPayloadAnswer(json);
  expect(answer === null || answer.kind === 'page' || answer.kind === 'redirect').toBe(true);
  readPagePayload(json);
});

test.prop([fc.string({ minLength: 1 }), fc.boolean()])(
  'keeps a redirect location and its external flag',
  (location, external) => {
    expect(readPayloadAnswer({ kind: 'redirect', location, external })).toEqual({
      kind: 'redirect',
      location,
      external,
    });
  },
);
