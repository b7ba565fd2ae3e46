import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isDomainError } from '../errors/DomainError';
import type { GraphqlAnswer } from './graphql-answer';
import { graphqlData } from './graphql-answer';

const status = fc.integer({ min: 100, max: 599 });
const errorEntry = fc.record({ message: fc.string() }, { requiredKeys: [] });
const answer: fc.Arbitrary<GraphqlAnswer<{ readonly value: number }>> = fc.record({
  status,
  body: fc.option(
    fc.record(
      {
        data: fc.option(fc.record({ value: fc.integer() })),
        errors: fc.option(fc.array(errorEntry, { maxLength: 3 })),
      },
      { requiredKeys: [] },
    ),
  ),
});

test.prop([answer])('either gives the data of an error-free answer or fails upstream', (given) => {
  const errors = given.body?.errors ?? [];
  const data = given.body?.data ?? null;
  if (errors.length === 0 && data !== null) {
    expect(graphqlData(given)).toBe(data);
    return;
  }
  let thrown: unknown;
  try {
    graphqlData(given);
  } catch (error) {
    thrown = error;
  }
  expect(isDomainError(thrown, 'UPSTREAM_ERROR')).toBe(true);
  const message = (thrown as Error).message;
  const first = errors[0]?.message;
  expect(message).toBe(
    first !== undefined && first !== ''
      ? first
      : `GraphQL request failed with status ${given.status}`,
  );
});
