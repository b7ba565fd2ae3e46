import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import type { AccountDirectory } from './AccountDirectory';
import { codePage, errorPage, loginPage } from './identity-pages';
import { identityLanguageOf } from './identity-texts';
import { unlimitedLogins, type LoginAttemptGate } from './login-attempts';
import { checkCode, checkLogin } from './login-check';
import { PendingCodes } from './pending-codes';
import { readForm, sendHtml } from './request-form';

export interface InteractionPagesSettings {
  readonly provider: Provider;
  readonly directory: AccountDirectory;
  readonly stylesheetHref: string;
  /**
   * `{issuer path}/interaction`: the pages answer at `/{uid}`, `/{uid}/login` and `/{uid}/code`
   * below it.
   */
  readonly basePath: string;
  /** Counts wrong passwords and codes per account and address; no limit when left out. */
  readonly loginAttempts?: LoginAttemptGate;
}

/**
 * The provider's own sign-in and consent steps, driven through `oidc-provider`'s interaction API:
 * `GET {base}/{uid}` shows the sign-in form (or grants consent, see below),
 * `POST {base}/{uid}/login` checks the credentials and `POST {base}/{uid}/code` the code of an
 * account with an authenticator device.
 */
export function interactionPages(settings: InteractionPagesSettings) {
  const { provider, stylesheetHref, directory } = settings;
  const attempts = settings.loginAttempts ?? unlimitedLogins;
  const pendingCodes = new PendingCodes();

  async function show(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const details = await findInteraction(req, res, uid);
    if (details === undefined) return;
    const language = identityLanguageOf(details.params['ui_locales']);
    switch (details.prompt.name) {
      case 'login':
        // A reload during the second step shows that step again, not the password form.
        if (pendingCodes.get(uid) === undefined) {
          sendHtml(res, 200, loginPage({ stylesheetHref, language, action: loginAction(uid) }));
        } else {
          sendHtml(res, 200, codePage({ stylesheetHref, language, action: codeAction(uid) }));
        }
        return;
      case 'consent':
        await provider.interactionFinished(req, res, await grantConsent(details), {
          mergeWithLastSubmission: true,
        });
        return;
      default:
        refuse(res, 'invalid_request', `unsupported prompt ${details.prompt.name}`);
    }
  }

  async function submitLogin(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await findInteraction(req, res, uid);
    if (details === undefined) return;
    const language = identityLanguageOf(details.params['ui_locales']);
    if (details.prompt.name !== 'login') {
      refuse(res, 'invalid_request', 'this sign-in step has already been completed');
      return;
    }
    const form = await readForm(req);
    const email = form.get('email') ?? '';
    // Past the limit even the right password is refused, so guessing on cannot find it.
    const wait = await attempts.waitSeconds(req, email);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait)));
      const page = loginPage({
        stylesheetHref,
        language,
        action: loginAction(uid),
        email,
        error: 'ATTEMPTS_EXCEEDED',
      });
      sendHtml(res, 429, page);
      return;
    }
    const outcome = await checkLogin(directory, { email, password: form.get('password') ?? '' });
    if (outcome.kind === 'refused') {
      if (outcome.code === 'CREDENTIALS_WRONG') await attempts.wrongPassword(req, email);
      const page = loginPage({
        stylesheetHref,
        language,
        action: loginAction(uid),
        email,
        error: outcome.code,
      });
      sendHtml(res, 400, page);
      return;
    }
    if (outcome.needsCode) {
      // The account is remembered here, never in the page: the code form cannot name another.
      pendingCodes.put(uid, { subject: outcome.subject, email }, details.exp * 1000);
      sendHtml(res, 200, codePage({ stylesheetHref, language, action: codeAction(uid) }));
      return;
    }
    pendingCodes.drop(uid);
    const result = { login: { accountId: outcome.subject, amr: ['pwd'] } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  async function submitCode(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await findInteraction(req, res, uid);
    if (details === undefined) return;
    const language = identityLanguageOf(details.params['ui_locales']);
    const pending = pendingCodes.get(uid);
    if (details.prompt.name !== 'login' || pending === undefined) {
      refuse(res, 'invalid_request', 'there is no sign-in waiting for a code');
      return;
    }
    const form = await readForm(req);
    // The same count as wrong passwords: a code is the rest of the same secret.
    const wait = await attempts.waitSeconds(req, pending.email);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait)));
      const page = codePage({
        stylesheetHref,
        language,
        action: codeAction(uid),
        error: 'CODE_ATTEMPTS_EXCEEDED',
      });
      sendHtml(res, 429, page);
      return;
    }
    const outcome = await checkCode(directory, pending.subject, form.get('code') ?? '');
    if (outcome.kind === 'refused') {
      if (outcome.code === 'CODE_INVALID') await attempts.wrongPassword(req, pending.email);
      const page = codePage({
        stylesheetHref,
        language,
        action: codeAction(uid),
        error: outcome.code,
      });
      sendHtml(res, 400, page);
      return;
    }
    pendingCodes.drop(uid);
    const result = { login: { accountId: pending.subject, amr: ['pwd', 'otp'] } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  /**
   * The portal is the provider's only client and first-party, so consent is given for it without
   * a screen: the grant receives exactly the scopes and claims the provider found missing.
   */
  async function grantConsent(details: Interaction): Promise<InteractionResults> {
    const accountId = details.session?.accountId;
    const clientId = details.params['client_id'];
    if (accountId === undefined || typeof clientId !== 'string') {
      throw new errors.SessionNotFound('interaction has no signed-in account');
    }
    const existing =
      details.grantId === undefined ? undefined : await provider.Grant.find(details.grantId);
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const scopes = strings(details.prompt.details['missingOIDCScope']);
    const claims = strings(details.prompt.details['missingOIDCClaims']);
    if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
    if (claims.length > 0) grant.addOIDCClaims(claims);
    const grantId = await grant.save();
    return { consent: existing === undefined ? { grantId } : {} };
  }

  async function findInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
  ): Promise<Interaction | undefined> {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid === uid) return details;
      refuse(res, 'invalid_request', 'interaction session not found');
    } catch (error) {
      if (!(error instanceof errors.OIDCProviderError)) throw error;
      refuse(res, error.error, error.error_description);
    }
    return undefined;
  }

  function refuse(res: ServerResponse, error: string, description: string | undefined) {
    const details = { error, error_description: description };
    sendHtml(res, 400, errorPage({ stylesheetHref, details }));
  }

  function loginAction(uid: string): string {
    return `${settings.basePath}/${encodeURIComponent(uid)}/login`;
  }

  function codeAction(uid: string): string {
    return `${settings.basePath}/${encodeURIComponent(uid)}/code`;
  }

  return { show, submitLogin, submitCode };
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}
