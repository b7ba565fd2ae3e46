import type { AccessAction } from '@kmx/domain/portal';
import { accessActionNames, accessStatuses, noPermissionMessage } from '@kmx/domain/portal';
import { describe, expect, it } from 'vitest';
import type { TitledUserAdminAction, UserAdminAction } from './access-texts';
import { accessStatusText, userAdminActionText, userAdminFailureTitle } from './access-texts';
import { portalMessagesDe } from './i18n/portal-messages-de';
import { portalMessagesEn } from './i18n/portal-messages-en';

const languages = [portalMessagesEn, portalMessagesDe];
const actions: readonly UserAdminAction[] = [
  ...accessActionNames,
  'remove-organization',
  'delete-user',
];
const titled: readonly TitledUserAdminAction[] = [...accessActionNames, 'remove-organization'];

function distinct(texts: readonly string[]): number {
  return new Set(texts).size;
}

describe('the user administration texts', () => {
  it('label each access status differently, in both languages', () => {
    for (const messages of languages) {
      const texts = accessStatuses.map((status) => accessStatusText(messages, status));
      expect(distinct(texts)).toBe(accessStatuses.length);
    }
    expect(accessStatusText(portalMessagesEn, 'pending')).toBe('Access requested');
    expect(accessStatusText(portalMessagesDe, 'invite-expired')).toBe('Einladung abgelaufen');
  });

  it("use the spec's action labels", () => {
    const labels = (list: readonly AccessAction[]) =>
      list.map((action) => userAdminActionText(portalMessagesEn, action));
    expect(labels(accessActionNames)).toEqual([
      'Add application',
      'Grant access',
      'Accept request',
      'Edit',
      'Resend invite',
      'Send new invite',
      'Deny',
      'Withdraw',
    ]);
    for (const messages of languages) {
      expect(distinct(actions.map((action) => userAdminActionText(messages, action)))).toBe(
        actions.length,
      );
    }
  });

  it('give every failing action a title of its own', () => {
    for (const messages of languages) {
      const titles = titled.map((action) => userAdminFailureTitle(messages, action));
      expect(distinct(titles)).toBe(titled.length);
      for (const title of titles) expect(title.trim()).not.toBe('');
    }
    expect(userAdminFailureTitle(portalMessagesEn, 'send-new-invite')).toBe(
      'Sending a new invite failed',
    );
  });

  it('hold the messages of spec 8 for a user the administrator cannot see or invite', () => {
    expect(portalMessagesEn['portal.account.noPermission']).toBe(noPermissionMessage);
    expect(portalMessagesEn['portal.account.userExists']).toBe('User already exists');
    expect(portalMessagesEn['portal.account.invalidUser']).toContain('could not be loaded');
    expect(portalMessagesDe['portal.account.noPermission']).toBe('Keine Berechtigung zur Ansicht');
  });
});
