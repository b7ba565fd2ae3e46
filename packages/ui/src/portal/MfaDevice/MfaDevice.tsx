import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '../../ModalDialog';
import type { IdmFailureDetails } from '../account-failure';
import { ErrorSummary } from '../ErrorSummary';
import { FormField } from '../FormField';
import { IdmFailure } from '../IdmFailure';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { TotpQrCode } from './TotpQrCode';

/** Where the user's authenticator app stands. */
export type MfaState =
  | { readonly kind: 'off' }
  /** Registered, waiting for the first code from the app. */
  | { readonly kind: 'setup'; readonly secret: string; readonly uri: string }
  | { readonly kind: 'on' };

/** A failed step: the code was not valid (on the code field), or another failure. */
export type MfaFailure =
  { readonly kind: 'code' } | ({ readonly kind: 'error' } & IdmFailureDetails);

export interface MfaDeviceProps {
  readonly state: MfaState;
  /** False for internal employees (spec portal 6): they may reset, not enable. */
  readonly canEnable: boolean;
  /** A call is under way: the buttons do nothing meanwhile. */
  readonly busy: boolean;
  readonly failure: MfaFailure | null;
  /** What the service confirmed last, said once. */
  readonly notice: 'enabled' | 'reset' | null;
  readonly onEnable: () => void;
  /** The code the app shows, 6 digits, spaces removed. */
  readonly onConfirm: (code: string) => void;
  readonly onCancel: () => void;
  /** Called only after the user confirmed the warning. */
  readonly onReset: () => void;
  /** Puts the key on the clipboard; the browser's by default. */
  readonly copy?: (text: string) => Promise<void>;
}

/** The key as apps and people read it: groups of four. */
export function groupedSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

const browserCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * Spec portal 2 and 6: the multi-factor device. Enabling registers an authenticator app (TOTP):
 * the QR code and the key, confirmed by a code the app shows. Resetting warns of what follows
 * first. Internal employees may reset, not enable.
 */
export function MfaDevice({
  state,
  canEnable,
  busy,
  failure,
  notice,
  onEnable,
  onConfirm,
  onCancel,
  onReset,
  copy = browserCopy,
}: MfaDeviceProps) {
  const messages = usePortalMessages();
  const id = useId();
  const titleId = `${id}-title`;
  const codeId = `${id}-code`;
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const [warning, setWarning] = useState(false);
  const [copied, setCopied] = useState(false);

  const codeError = missing
    ? messages['portal.accountSettings.mfa.codeMissing']
    : failure?.kind === 'code'
      ? messages['portal.accountSettings.mfa.codeWrong']
      : null;

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const digits = code.replace(/\s/g, '');
    const valid = /^\d{6}$/.test(digits);
    setMissing(!valid);
    setFocusKey((key) => key + 1);
    if (valid) onConfirm(digits);
  };
  const copySecret = (secret: string) => {
    copy(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const reset = () => {
    setWarning(false);
    if (!busy) onReset();
  };

  return (
    <section className="account-section mfa-device" aria-labelledby={titleId}>
      <h2 id={titleId}>{messages['portal.accountSettings.mfa.title']}</h2>
      {failure?.kind === 'error' && <IdmFailure details={failure} />}
      {notice !== null && !busy && failure === null && (
        <p role="status" className="account-section__success">
          {notice === 'enabled'
            ? messages['portal.accountSettings.mfa.done']
            : messages['portal.accountSettings.mfa.resetDone']}
        </p>
      )}
      {state.kind === 'on' && (
        <>
          <p>{messages['portal.accountSettings.mfa.enabled']}</p>
          <button
            type="button"
            className="button button--secondary"
            aria-busy={busy}
            onClick={() => !busy && setWarning(true)}
          >
            {busy
              ? messages['portal.accountSettings.mfa.resetBusy']
              : messages['portal.accountSettings.mfa.reset']}
          </button>
        </>
      )}
      {state.kind === 'off' && (
        <>
          <p>{messages['portal.accountSettings.mfa.disabled']}</p>
          {canEnable ? (
            <button
              type="button"
              className="button button--primary"
              aria-busy={busy}
              onClick={() => !busy && onEnable()}
            >
              {busy
                ? messages['portal.accountSettings.mfa.enableBusy']
                : messages['portal.accountSettings.mfa.enable']}
            </button>
          ) : (
            <p className="account-section__note">
              {messages['portal.accountSettings.mfa.cannotEnable']}
            </p>
          )}
        </>
      )}
      {state.kind === 'setup' && (
        <div className="mfa-device__setup">
          <p>{messages['portal.accountSettings.mfa.scan']}</p>
          <TotpQrCode uri={state.uri} label={messages['portal.accountSettings.mfa.qrLabel']} />
          <p>{messages['portal.accountSettings.mfa.secret']}</p>
          <p className="mfa-device__key">
            <code className="mfa-device__secret">{groupedSecret(state.secret)}</code>{' '}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => copySecret(state.secret)}
            >
              {messages['portal.accountSettings.mfa.copy']}
            </button>
          </p>
          <p role="status" className="mfa-device__copied">
            {copied ? messages['portal.accountSettings.mfa.copied'] : ''}
          </p>
          <ErrorSummary
            focusKey={focusKey}
            problems={codeError === null ? [] : [{ fieldId: codeId, text: codeError }]}
          />
          <form className="portal-form" noValidate aria-busy={busy} onSubmit={confirm}>
            <FormField
              id={codeId}
              label={messages['portal.accountSettings.mfa.code']}
              hint={messages['portal.accountSettings.mfa.codeHint']}
              error={codeError}
            >
              {(control) => (
                <input
                  {...control}
                  className="form-field__input mfa-device__code"
                  type="text"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              )}
            </FormField>
            <div className="mfa-device__actions">
              <button type="submit" className="button button--primary">
                {busy
                  ? messages['portal.accountSettings.mfa.confirmBusy']
                  : messages['portal.accountSettings.mfa.confirm']}
              </button>
              <button type="button" className="button button--secondary" onClick={onCancel}>
                {messages['portal.accountSettings.mfa.cancel']}
              </button>
            </div>
          </form>
        </div>
      )}
      <ModalDialog open={warning} onClose={() => setWarning(false)} block="confirm-dialog">
        <ModalDialog.Title>{messages['portal.accountSettings.mfa.resetTitle']}</ModalDialog.Title>
        <p>{messages['portal.accountSettings.mfa.resetIntro']}</p>
        <ul>
          <li>{messages['portal.accountSettings.mfa.resetSignIn']}</li>
          <li>{messages['portal.accountSettings.mfa.resetApp']}</li>
          <li>{messages['portal.accountSettings.mfa.resetAgain']}</li>
        </ul>
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--primary" onClick={reset}>
            {messages['portal.accountSettings.mfa.resetConfirm']}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setWarning(false)}
          >
            {messages['portal.accountSettings.mfa.resetKeep']}
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}
