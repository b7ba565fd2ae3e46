import type { ReactNode } from 'react';
import type { AdminUser } from '../AdminUser';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { countryText } from '../user-admin-texts';

interface UserProfileFieldsProps {
  readonly user: AdminUser;
  readonly localeCode: string;
}

/** A language's name in the page's language (`de` → "German"); the code itself when unknown. */
function languageText(code: string, localeCode: string): string {
  try {
    return new Intl.DisplayNames([localeCode], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The user's profile (spec portal 3 "Profile" and "Admin user"), as a description list. */
export function UserProfileFields({ user, localeCode }: UserProfileFieldsProps) {
  const messages = usePortalMessages();
  const notGiven = messages['portal.userAdmin.detail.notGiven'];
  const text = (value: string | null) => (value === null || value === '' ? notGiven : value);
  const rows: readonly (readonly [string, ReactNode])[] = [
    [messages['portal.userAdmin.detail.field.name'], text(user.fullName)],
    [
      messages['portal.userAdmin.detail.field.email'],
      <a href={`mailto:${user.email}`}>{user.email}</a>,
    ],
    [messages['portal.userAdmin.detail.field.telephone'], text(user.telephone)],
    [messages['portal.userAdmin.detail.field.address'], text(user.postalAddress)],
    [messages['portal.userAdmin.detail.field.postalCode'], text(user.postalCode)],
    [messages['portal.userAdmin.detail.field.city'], text(user.city)],
    [
      messages['portal.userAdmin.detail.field.country'],
      user.country === null ? notGiven : countryText(user.country, localeCode),
    ],
    [messages['portal.userAdmin.detail.field.subRegion'], text(user.subRegion)],
    [
      messages['portal.userAdmin.detail.field.language'],
      user.preferredLanguage === null ? notGiven : languageText(user.preferredLanguage, localeCode),
    ],
    [
      messages['portal.userAdmin.detail.field.account'],
      user.accountActive
        ? messages['portal.userAdmin.detail.account.active']
        : messages['portal.userAdmin.detail.account.inactive'],
    ],
    [
      messages['portal.userAdmin.detail.field.mfa'],
      user.mfaEnabled
        ? messages['portal.userAdmin.detail.mfa.on']
        : messages['portal.userAdmin.detail.mfa.off'],
    ],
  ];
  return (
    <dl className="ticket-fields">
      {rows.map(([label, value]) => (
        <div className="ticket-fields__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
