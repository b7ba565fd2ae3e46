import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { graphqlCallName, graphqlOperationName } from './upstream-measure';

describe('graphqlOperationName', () => {
  it('prefers the operationName field', () => {
    const body = JSON.stringify({ operationName: 'pageQuery', query: 'query other { a }' });
    expect(graphqlOperationName(body)).toBe('pageQuery');
  });

  it('falls back to the first named operation of the query', () => {
    expect(
      graphqlOperationName(JSON.stringify({ query: 'query systemDataQuery { sites { id } }' })),
    ).toBe('systemDataQuery');
    expect(graphqlOperationName(JSON.stringify({ query: 'mutation startIt($a: ID) { x }' }))).toBe(
      'startIt',
    );
  });

  it('gives null for anonymous queries and for bodies that are not JSON', () => {
    expect(graphqlOperationName(JSON.stringify({ query: '{ sites { id } }' }))).toBeNull();
    expect(graphqlOperationName('not json')).toBeNull();
    expect(graphqlOperationName('null')).toBeNull();
  });

  test.prop([fc.string()])('never throws, whatever the body', (body) => {
    const name = graphqlOperationName(body);
    expect(name === null || typeof name === 'string').toBe(true);
  });

  test.prop([fc.stringMatching(/^[_A-Za-z][_0-9A-Za-z]{0,20}$/)])(
    'reads back any valid operation name',
    (name) => {
      expect(graphqlOperationName(JSON.stringify({ query: `query ${name} { a }` }))).toBe(name);
    },
  );
});

describe('graphqlCallName', () => {
  it('names a call by its operation and, when it has any, its variables', () => {
    const query = 'query navigationTreeQuery($id: ID!) { a }';
    expect(graphqlCallName(JSON.stringify({ query, variables: { id: 'main' } }))).toBe(
      'navigationTreeQuery {"id":"main"}',
    );
    expect(graphqlCallName(JSON.stringify({ query, variables: {} }))).toBe('navigationTreeQuery');
    expect(graphqlCallName(JSON.stringify({ query: '{ a }', variables: { id: 'x' } }))).toBeNull();
  });

  test.prop([fc.string(), fc.string()])(
    'tells calls with different variables apart',
    (first, second) => {
      fc.pre(first !== second);
      const call = (id: string) =>
        graphqlCallName(JSON.stringify({ query: 'query q($id: ID) { a }', variables: { id } }));
      expect(call(first)).not.toBe(call(second));
    },
  );
});
