import type { ProfileDraft } from '@kmx/domain/portal';
import type {
  AccountFailure,
  IdmFailureDetails,
  MfaFailure,
  PasswordFailure,
  ProfileField,
  ProfileValues,
} from '@kmx/ui/portal';
import { IdmRequestError, type IdmRequest } from './idm-request';

/** The signed-in user's own record in the identity-management service, as the screen needs it. */
export interface AccountRecord {
  readonly id: string;
  readonly email: string;
  readonly profile: ProfileValues;
  /** IDM's computed flag: a confirmed authenticator app (TOTP) is registered. */
  readonly mfaEnabled: boolean;
}

/** A freshly registered, not yet confirmed authenticator app. */
export interface TotpRegistration {
  readonly secret: string;
  /** The `otpauth://` address for the QR code. */
  readonly uri: string;
}

/** The profile's fields and IDM's managed-user properties (the `alpha` realm's names). */
const idmProperties: Readonly<Record<ProfileField, string>> = {
  firstName: 'givenName',
  lastName: 'sn',
  company: 'company',
  telephone: 'telephoneNumber',
  address: 'postalAddress',
  postalCode: 'postalCode',
  city: 'city',
  country: 'country',
  language: 'preferredLanguage',
};

const formFieldOf: ReadonlyMap<string, string> = new Map(
  Object.entries(idmProperties).map(([field, property]) => [property, field]),
);

/** IDM's answer to a wrong current password (`X-OpenIDM-Reauth-Password`). */
const reauthFailed = 'Reauthentication failed';

/** Text an HTTP header can carry: ISO-8859-1 without control characters. */
const headerSafe = /^[\u0020-\u007e\u00a0-\u00ff]*$/;

const userPath = (id: string) => `/openidm/managed/alpha_user/${encodeURIComponent(id)}`;

function isFields(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(record: Readonly<Record<string, unknown>>, property: string): string {
  const value = record[property];
  return typeof value === 'string' ? value : '';
}

/** Reads IDM's user answer; anything that is not one is a `shape` failure. */
export function accountRecordOf(answer: unknown): AccountRecord {
  if (!isFields(answer) || typeof answer['_id'] !== 'string') {
    throw new IdmRequestError('shape', 'The identity service answered no user', '', new Map());
  }
  const profile = Object.fromEntries(
    Object.entries(idmProperties).map(([field, property]) => [field, text(answer, property)]),
  ) as Record<ProfileField, string>;
  return {
    id: answer['_id'],
    email: text(answer, 'mail'),
    profile,
    mfaEnabled: answer['mfaEnabled'] === true,
  };
}

/**
 * IDM's patch for the fields that changed: `replace` with the new value, `remove` for a field
 * emptied. Unchanged fields are left out, so a save never touches what the user did not.
 */
export function profilePatch(stored: ProfileValues, draft: ProfileDraft) {
  return (Object.keys(idmProperties) as ProfileField[]).flatMap((field) => {
    const value = draft[field];
    if ((value ?? '') === stored[field]) return [];
    const path = `/${idmProperties[field]}`;
    return [
      value === null
        ? { operation: 'remove' as const, field: path }
        : { operation: 'replace' as const, field: path, value },
    ];
  });
}

function details(error: unknown): IdmFailureDetails {
  if (error instanceof IdmRequestError) {
    return { failure: error.failure, serviceMessage: error.serviceMessage };
  }
  return { failure: 'network', serviceMessage: '' };
}

/**
 * A refused or failed change as the form shows it: IDM's policy failures under the form's field
 * names (a property the form has no field for keeps IDM's name and goes to the summary), else
 * the failure with its technical details.
 */
export function accountFailureOf(
  error: unknown,
  fieldOf: (property: string) => string | undefined = (property) => formFieldOf.get(property),
): AccountFailure {
  if (error instanceof IdmRequestError && error.policy.size > 0) {
    const fields = new Map(
      [...error.policy].map(([property, failures]) => [fieldOf(property) ?? property, failures]),
    );
    return { kind: 'policy', fields };
  }
  return { kind: 'error', ...details(error) };
}

/** The password change's refusals: a wrong current password, the policy on the new one. */
export function passwordFailureOf(error: unknown): PasswordFailure {
  if (
    error instanceof IdmRequestError &&
    error.failure === 403 &&
    error.serviceMessage === reauthFailed
  ) {
    return { kind: 'reauth' };
  }
  return accountFailureOf(error, (property) => (property === 'password' ? 'next' : undefined));
}

/** The device's refusals: a code that is not valid, or another failure. */
export function mfaFailureOf(error: unknown): MfaFailure {
  if (error instanceof IdmRequestError && error.failure === 400) return { kind: 'code' };
  return { kind: 'error', ...details(error) };
}

export function deleteFailureOf(error: unknown): IdmFailureDetails {
  return details(error);
}

/**
 * The account screen's calls to the identity-management service (the contract in docs/portal.md):
 * each on the user's own id, which the service checks against the access token.
 */
export function idmAccount(idm: IdmRequest, id: string) {
  const path = userPath(id);
  return {
    read: async (): Promise<AccountRecord> => accountRecordOf(await idm(path)),

    /** Saves the changed fields; with none changed, reads the record again instead. */
    saveProfile: async (stored: ProfileValues, draft: ProfileDraft): Promise<AccountRecord> => {
      const patch = profilePatch(stored, draft);
      if (patch.length === 0) return accountRecordOf(await idm(path));
      return accountRecordOf(await idm(path, { method: 'PATCH', body: patch }));
    },

    /** IDM re-authenticates the change with the current password (`X-OpenIDM-Reauth-Password`). */
    changePassword: async (current: string, next: string): Promise<void> => {
      // A header carries ISO-8859-1 only: the browser would refuse to send it at all, and no
      // stored password can be checked through it, so it is the same as a wrong one.
      if (!headerSafe.test(current)) {
        throw new IdmRequestError(403, 'Not sent: the current password', reauthFailed, new Map());
      }
      await idm(path, {
        method: 'PATCH',
        headers: { 'X-OpenIDM-Reauth-Password': current },
        body: [{ operation: 'replace', field: '/password', value: next }],
      });
    },

    registerTotp: async (): Promise<TotpRegistration> => {
      const answer = await idm(`${path}?_action=registerTotp`, { method: 'POST', body: {} });
      if (
        !isFields(answer) ||
        typeof answer['secret'] !== 'string' ||
        typeof answer['uri'] !== 'string'
      ) {
        throw new IdmRequestError('shape', 'registerTotp answered no device', '', new Map());
      }
      return { secret: answer['secret'], uri: answer['uri'] };
    },

    confirmTotp: async (code: string): Promise<AccountRecord> =>
      accountRecordOf(await idm(`${path}?_action=confirmTotp`, { method: 'POST', body: { code } })),

    resetTotp: async (): Promise<AccountRecord> =>
      accountRecordOf(await idm(`${path}?_action=resetTotp`, { method: 'POST', body: {} })),

    remove: async (): Promise<void> => {
      await idm(path, { method: 'DELETE' });
    },
  };
}
