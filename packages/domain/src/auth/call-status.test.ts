import { describe, expect, it } from 'vitest';
import { endSessionFailure, revokeFailure, userInfoFailure } from './call-status';

describe('user info', () => {
  it('succeeds only with 200', () => {
    expect(userInfoFailure(200)).toBeNull();
    expect(userInfoFailure(204)?.message).toBe('Failed to get user info; received 204');
    expect(userInfoFailure(401)?.message).toBe('Failed to get user info; received 401');
  });
});

describe('revoke', () => {
  it('succeeds with 200, and with a client error: nothing is left to revoke', () => {
    expect(revokeFailure(200)).toBeNull();
    expect(revokeFailure(400)).toBeNull();
    expect(revokeFailure(499)).toBeNull();
  });

  it('fails with a server error or a redirect', () => {
    expect(revokeFailure(500)?.message).toBe('Failed to revoke token; received 500');
    expect(revokeFailure(302)?.code).toBe('REVOKE_FAILED');
    expect(revokeFailure(199)?.code).toBe('REVOKE_FAILED');
  });
});

describe('end session', () => {
  it('succeeds with 2xx and with a client error: the session is over', () => {
    expect(endSessionFailure(204)).toBeNull();
    expect(endSessionFailure(400)).toBeNull();
  });

  it('fails otherwise', () => {
    expect(endSessionFailure(502)?.message).toBe('Failed to end session; received 502');
    expect(endSessionFailure(300)?.code).toBe('END_SESSION_FAILED');
  });
});
