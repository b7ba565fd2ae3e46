import { describe, expect, it } from 'vitest';
import { validateInvite } from './invite-form';

describe('the invite form (spec portal 5)', () => {
  it('accepts a valid e-mail address with an organization', () => {
    expect(validateInvite({ email: 'new.user@example.com ', organizationId: 'org-1' })).toEqual({
      ok: true,
      value: { email: 'new.user@example.com', organizationId: 'org-1' },
    });
  });

  it('refuses an invalid e-mail address and a missing organization', () => {
    expect(validateInvite({ email: 'new.user@', organizationId: '' })).toEqual({
      ok: false,
      problems: [
        { field: 'email', message: 'Please provide a valid email address' },
        { field: 'organizationId', message: 'Please select an organization' },
      ],
    });
  });
});
