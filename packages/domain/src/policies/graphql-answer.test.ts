import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors/UpstreamError';
import { graphqlData } from './graphql-answer';

function failure(run: () => unknown): UpstreamError {
  try {
    run();
  } catch (error) {
    if (error instanceof UpstreamError) return error;
  }
  throw new Error('expected an UpstreamError');
}

describe('a GraphQL answer', () => {
  it('gives its data when it has data and no errors', () => {
    expect(graphqlData({ status: 200, body: { data: { page: { id: 'home' } } } })).toEqual({
      page: { id: 'home' },
    });
  });

  it('fails with the first error message when it has errors', () => {
    const error = failure(() =>
      graphqlData({
        status: 200,
        body: {
          data: { page: null },
          errors: [{ message: 'Cannot query field "titel"' }, { message: 'second' }],
        },
      }),
    );
    expect(error.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toBe('Cannot query field "titel"');
    expect(error.status).toBe(200);
  });

  it('fails with the status code when it has no data and no error message', () => {
    const error = failure(() => graphqlData({ status: 502, body: null }));
    expect(error.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toBe('GraphQL request failed with status 502');
    expect(error.status).toBe(502);
  });

  it('fails with the status code when the data is null', () => {
    const error = failure(() => graphqlData({ status: 500, body: { data: null } }));
    expect(error.message).toBe('GraphQL request failed with status 500');
  });

  it('fails with the status code when the first error has no message', () => {
    const error = failure(() => graphqlData({ status: 400, body: { errors: [{}] } }));
    expect(error.message).toBe('GraphQL request failed with status 400');
  });

  it('treats an empty error list as no errors', () => {
    expect(graphqlData({ status: 200, body: { data: { ok: true }, errors: [] } })).toEqual({
      ok: true,
    });
  });
});
