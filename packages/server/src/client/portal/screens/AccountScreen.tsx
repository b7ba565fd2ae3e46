import type { ProfileDraft } from '@kmx/domain/portal';
import { accountCapabilities, isInternalEmployee } from '@kmx/domain/portal';
import {
  AccountView,
  DeleteAccount,
  MfaDevice,
  PasswordForm,
  ProfileForm,
  type AccountFailure,
  type IdmFailureDetails,
  type MfaFailure,
  type MfaState,
  type PasswordChange,
  type PasswordFailure,
} from '@kmx/ui/portal';
import { useEffect, useMemo, useState } from 'react';
import { isTextDraft } from '../draft-store';
import {
  accountFailureOf,
  deleteFailureOf,
  idmAccount,
  mfaFailureOf,
  passwordFailureOf,
  type AccountRecord,
  type TotpRegistration,
} from '../idm-account';
import type { PortalScreenContext } from '../PortalScreenContext';
import { useLoad } from '../use-load';
import { useScreenTitle } from '../use-screen-title';

/**
 * The configured e-mail domains of internal employees. None is configured yet, so an internal
 * employee is known by the `kmx_delegatedadmin_intern` role (domain `isInternalEmployee`).
 */
const internalEmailDomains: readonly string[] = [];

interface Step<Failure> {
  readonly busy: boolean;
  readonly failure: Failure | null;
}

const idle = { busy: false, failure: null } as const;

/**
 * `/mykomax/account` (spec portal 2, 3, 5, 6): profile, password, multi-factor device and
 * deleting the account, each against the identity-management service on the user's own id.
 * A change shows as done only once the service confirmed it; what was typed stays on a failure.
 */
export function AccountScreen({ portal }: { portal: PortalScreenContext }) {
  const { messages, user } = portal;
  const account = useMemo(() => idmAccount(portal.idm, user.id), [portal.idm, user.id]);
  const capabilities = accountCapabilities(isInternalEmployee(user, internalEmailDomains));
  const [loaded, retry] = useLoad(
    `account:${user.id}`,
    () => account.read(),
    (error) => portal.report('The account could not be loaded', error),
  );
  // Nothing typed is lost across a reload or a sign-in: the profile's draft, per user, in this tab.
  const draftName = `account-profile:${user.id}`;
  const profileDraft = useMemo(() => portal.drafts.read(draftName, isTextDraft), [draftName]);
  const [record, setRecord] = useState<AccountRecord | null>(null);
  useEffect(() => {
    if (loaded.kind === 'loaded') setRecord(loaded.value);
  }, [loaded]);

  const [profileErrors, setProfileErrors] = useState(0);
  const [passwordErrors, setPasswordErrors] = useState(0);
  useScreenTitle(portal, messages['portal.app.title.account'], profileErrors + passwordErrors > 0);

  const [profile, setProfile] = useState<Step<AccountFailure> & { saved: boolean }>({
    ...idle,
    saved: false,
  });
  const [password, setPassword] = useState<Step<PasswordFailure> & { changes: number }>({
    ...idle,
    changes: 0,
  });
  const [mfa, setMfa] = useState<
    Step<MfaFailure> & {
      registration: TotpRegistration | null;
      notice: 'enabled' | 'reset' | null;
    }
  >({ ...idle, registration: null, notice: null });
  const [removal, setRemoval] = useState<Step<IdmFailureDetails>>(idle);

  const saveProfile = (draft: ProfileDraft) => {
    if (record === null) return;
    setProfile({ busy: true, failure: null, saved: false });
    account.saveProfile(record.profile, draft).then(
      (saved) => {
        setRecord(saved);
        portal.drafts.remove(draftName);
        setProfile({ busy: false, failure: null, saved: true });
        // The frame shows the user's name: it follows the saved profile.
        portal.refreshUser();
      },
      (error: unknown) => {
        portal.report('The profile could not be saved', error);
        setProfile({ busy: false, failure: accountFailureOf(error), saved: false });
      },
    );
  };

  const changePassword = ({ current, next }: PasswordChange) => {
    setPassword((step) => ({ ...step, busy: true, failure: null }));
    account.changePassword(current, next).then(
      () => setPassword((step) => ({ busy: false, failure: null, changes: step.changes + 1 })),
      (error: unknown) => {
        portal.report('The password could not be changed', error);
        setPassword((step) => ({ ...step, busy: false, failure: passwordFailureOf(error) }));
      },
    );
  };

  const mfaCall = <T,>(call: () => Promise<T>, done: (value: T) => void, what: string) => {
    setMfa((step) => ({ ...step, busy: true, failure: null, notice: null }));
    call().then(done, (error: unknown) => {
      portal.report(what, error);
      setMfa((step) => ({ ...step, busy: false, failure: mfaFailureOf(error) }));
    });
  };
  const enableMfa = () =>
    mfaCall(
      () => account.registerTotp(),
      (registration) => setMfa({ ...idle, registration, notice: null }),
      'The authenticator app could not be registered',
    );
  const confirmMfa = (code: string) =>
    mfaCall(
      () => account.confirmTotp(code),
      (saved) => {
        setRecord(saved);
        setMfa({ ...idle, registration: null, notice: saved.mfaEnabled ? 'enabled' : null });
      },
      'The authenticator code was not accepted',
    );
  const resetMfa = () =>
    mfaCall(
      () => account.resetTotp(),
      (saved) => {
        setRecord(saved);
        setMfa({ ...idle, registration: null, notice: 'reset' });
      },
      'The authenticator app could not be reset',
    );
  const cancelMfa = () => setMfa({ ...idle, registration: null, notice: null });

  const deleteAccount = () => {
    setRemoval({ busy: true, failure: null });
    account.remove().then(
      // Spec portal 6: deleting signs out, here and in every other tab.
      () => portal.signOut(),
      (error: unknown) => {
        portal.report('The account could not be deleted', error);
        setRemoval({ busy: false, failure: deleteFailureOf(error) });
      },
    );
  };

  const mfaState: MfaState | null =
    record === null
      ? null
      : mfa.registration !== null
        ? { kind: 'setup', ...mfa.registration }
        : { kind: record.mfaEnabled ? 'on' : 'off' };

  const viewState = loaded.kind === 'failed' ? 'failed' : record === null ? 'loading' : 'loaded';
  return (
    <AccountView state={viewState} onRetry={retry}>
      {record !== null && mfaState !== null && (
        <>
          <ProfileForm
            values={record.profile}
            draft={profileDraft}
            onChange={(values) => portal.drafts.write(draftName, values)}
            email={record.email}
            language={portal.view.language}
            editable={capabilities.editProfile}
            busy={profile.busy}
            saved={profile.saved}
            failure={profile.failure}
            onSubmit={saveProfile}
            onErrorsShown={setProfileErrors}
          />
          <PasswordForm
            editable={capabilities.changePassword}
            busy={password.busy}
            changes={password.changes}
            failure={password.failure}
            onSubmit={changePassword}
            onErrorsShown={setPasswordErrors}
          />
          <MfaDevice
            state={mfaState}
            canEnable={capabilities.enableMultiFactor}
            busy={mfa.busy}
            failure={mfa.failure}
            notice={mfa.notice}
            onEnable={enableMfa}
            onConfirm={confirmMfa}
            onCancel={cancelMfa}
            onReset={resetMfa}
          />
          <DeleteAccount
            email={record.email}
            canDelete={capabilities.deleteAccount}
            busy={removal.busy}
            failure={removal.failure}
            onDelete={deleteAccount}
          />
        </>
      )}
    </AccountView>
  );
}
