import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  authSdkMessages,
  authorizationError,
  endSessionFailed,
  missingParams,
  revokeFailed,
  userInfoFailed,
} from './auth-errors';

const description = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');
const oauthError = fc.oneof(
  fc.constantFrom('login_required', 'consent_required', 'interaction_required', 'access_denied'),
  fc.string({ minLength: 1 }),
);

test.prop([oauthError, description])(
  'a returned error is raised with its description and keeps its OAuth code',
  (error, text) => {
    const raised = authorizationError(error, text);
    expect(raised.message).toBe(text);
    expect(raised.oauthError).toBe(error);
  },
);

test.prop([oauthError, fc.string(), fc.string()])(
  'the code depends on the OAuth error alone',
  (error, first, second) => {
    expect(authorizationError(error, first).code).toBe(authorizationError(error, second).code);
  },
);

test.prop([fc.string({ minLength: 1 })])(
  'without a description the message is an SDK text or the OAuth code',
  (error) => {
    const { message } = authorizationError(error);
    expect([...Object.values(authSdkMessages), error]).toContain(message);
  },
);

test.prop([fc.option(fc.string(), { nil: undefined }), fc.option(fc.string(), { nil: undefined })])(
  'missing params always starts with the spec text and names each detail given',
  (error, errorDescription) => {
    const { message } = missingParams({ error, errorDescription });
    expect(message.startsWith('missing params')).toBe(true);
    for (const detail of [error, errorDescription]) {
      if (detail !== undefined && detail.trim() !== '') expect(message).toContain(detail);
    }
  },
);

test.prop([fc.integer({ min: 100, max: 599 })])('each call failure names its status', (status) => {
  for (const error of [userInfoFailed(status), endSessionFailed(status), revokeFailed(status)]) {
    expect(error.message.endsWith(`; received ${status}`)).toBe(true);
    expect(error.status).toBe(status);
  }
});
