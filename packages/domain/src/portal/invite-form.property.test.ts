import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { validateInvite } from './invite-form';

test.prop([fc.string({ maxLength: 12 }).filter((text) => !text.includes('@')), fc.string()])(
  'a text without @ is never an e-mail address',
  (email, organizationId) => {
    const check = validateInvite({ email, organizationId });
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.problems[0]).toEqual({
        field: 'email',
        message: 'Please provide a valid email address',
      });
  },
);

test.prop([fc.option(fc.string({ maxLength: 8 }), { nil: undefined })])(
  'an organization is needed',
  (organizationId) => {
    const check = validateInvite({ email: 'new.user@example.com', organizationId });
    expect(check.ok).toBe(organizationId !== undefined && organizationId.trim() !== '');
  },
);
