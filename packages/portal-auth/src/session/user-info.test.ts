import { isAuthError } from '@kmx/domain/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { isPortalAuthError } from '../errors/PortalAuthError';
import { createPortalAuth } from '../portal-auth';
import { FakeClock } from '../test-support/FakeClock';
import { fakeBrowser, testConfig } from '../test-support/fake-environment';
import { FakeProvider, fakeEndpoints } from '../test-support/FakeProvider';

let provider: FakeProvider;
let clock: FakeClock;

beforeEach(async () => {
  clock = new FakeClock();
  provider = await FakeProvider.create(clock);
});

function signedIn() {
  const browser = fakeBrowser(provider, { clock });
  return createPortalAuth(testConfig, browser.environment);
}

describe('given a signed-in visitor', () => {
  it('reads the user from user info with the access token as bearer', async () => {
    const auth = signedIn();
    const user = await auth.user.info();
    const tokens = await auth.tokens.getTokens();
    expect(user).toMatchObject({
      id: 'customer-all-services',
      firstName: 'Mira',
      lastName: 'Castellan',
      fullName: 'Mira Castellan',
      initials: 'MC',
      roles: ['kmx_int_serviceticketing_active'],
      populated: true,
    });
    const [request] = provider.requestsTo(fakeEndpoints.userInfo);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${tokens.accessToken}`);
  });

  it('fails with Failed to get user info; received 401 for a refused token', async () => {
    const auth = signedIn();
    provider.answer(fakeEndpoints.userInfo, () => new Response('', { status: 401 }));
    const error = await auth.user.info().catch((e: unknown) => e);
    expect(isAuthError(error, 'USER_INFO_FAILED')).toBe(true);
    expect((error as Error).message).toBe('Failed to get user info; received 401');
  });

  it('refuses user info about another subject than the ID token', async () => {
    const auth = signedIn();
    provider.answer(fakeEndpoints.userInfo, () => Response.json({ sub: 'org-admin-external' }));
    const error = await auth.user.info().catch((e: unknown) => e);
    expect(isPortalAuthError(error, 'USER_INFO_SUBJECT_MISMATCH')).toBe(true);
  });
});
