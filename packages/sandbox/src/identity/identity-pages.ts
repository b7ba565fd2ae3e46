import { identityTexts, type IdentityLanguage, type IdentityTexts } from './identity-texts';
import type { LoginErrorCode } from './login-messages';

/**
 * The identity provider's pages, in the product's look. They are served on the product's origin
 * under its Content Security Policy, so they hold no script and no inline style: the look comes
 * from the stylesheet the provider serves itself, and every form is a plain HTML POST.
 */
export interface PageContext {
  /** Absolute path of the provider's stylesheet, e.g. `/am/.../assets/login.css`. */
  readonly stylesheetHref: string;
  /** The language the page speaks (from the sign-in's `ui_locales`); English when left out. */
  readonly language?: IdentityLanguage;
}

function textsOf(context: PageContext): IdentityTexts {
  return identityTexts[context.language ?? 'en'];
}

export interface LoginPageProps extends PageContext {
  /** Where the form posts the credentials. */
  readonly action: string;
  /** The e-mail typed before, kept after a refusal. */
  readonly email?: string;
  readonly error?: LoginErrorCode;
}

export function loginPage(props: LoginPageProps): string {
  const texts = textsOf(props);
  const error = props.error === undefined ? undefined : texts[props.error];
  const invalid = error === undefined ? '' : ' aria-invalid="true" aria-describedby="login-error"';
  return page(props, texts.signInTitle, [
    `<p class="identity__lead">${escapeHtml(texts.signInLead)}</p>`,
    `<form class="identity__form" method="post" action="${escapeHtml(props.action)}">`,
    error === undefined
      ? ''
      : `<p id="login-error" class="identity__error" role="alert">${escapeHtml(error)}</p>`,
    '<div class="identity__field">',
    `<label for="email">${escapeHtml(texts.email)}</label>`,
    `<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(props.email ?? '')}"${invalid}>`,
    '</div>',
    '<div class="identity__field">',
    `<label for="password">${escapeHtml(texts.password)}</label>`,
    `<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>`,
    '</div>',
    `<button class="identity__button" type="submit">${escapeHtml(texts.signInButton)}</button>`,
    '</form>',
  ]);
}

export interface CodePageProps extends PageContext {
  /** Where the form posts the code. */
  readonly action: string;
  readonly error?: 'CODE_MALFORMED' | 'CODE_INVALID' | 'CODE_ATTEMPTS_EXCEEDED';
}

/**
 * The second step for an account with an authenticator device. The typed code is never written
 * back into the page, and the account is not named in it: the provider remembers it per sign-in.
 */
export function codePage(props: CodePageProps): string {
  const texts = textsOf(props);
  const error = props.error === undefined ? undefined : texts[props.error];
  const describedBy = error === undefined ? 'code-hint' : 'code-error code-hint';
  const invalid = error === undefined ? '' : ' aria-invalid="true"';
  return page(props, texts.signInTitle, [
    `<p class="identity__lead">${escapeHtml(texts.codeLead)}</p>`,
    `<form class="identity__form" method="post" action="${escapeHtml(props.action)}">`,
    error === undefined
      ? ''
      : `<p id="code-error" class="identity__error" role="alert">${escapeHtml(error)}</p>`,
    '<div class="identity__field">',
    `<label for="code">${escapeHtml(texts.codeLabel)}</label>`,
    `<p id="code-hint" class="identity__hint">${escapeHtml(texts.codeHint)}</p>`,
    `<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="16" required autofocus aria-describedby="${describedBy}"${invalid}>`,
    '</div>',
    `<button class="identity__button" type="submit">${escapeHtml(texts.continue)}</button>`,
    '</form>',
  ]);
}

export interface LogoutPageProps extends PageContext {
  /**
   * The provider's confirmation form (`id="op.logoutForm"`, with its anti-forgery field); the
   * visible button submits it through its `form` attribute.
   */
  readonly form: string;
}

export function logoutPage(props: LogoutPageProps): string {
  const texts = textsOf(props);
  return page(props, texts.signOutTitle, [
    `<p class="identity__lead">${escapeHtml(texts.signOutLead)}</p>`,
    props.form,
    `<button class="identity__button" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(texts.signOutButton)}</button>`,
  ]);
}

/** The confirmation form the provider renders, for when this package has to build it itself. */
export function logoutForm(action: string, xsrf: string): string {
  return `<form id="op.logoutForm" method="post" action="${escapeHtml(action)}"><input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}"></form>`;
}

export function signedOutPage(props: PageContext): string {
  const texts = textsOf(props);
  return page(props, texts.signedOutTitle, [
    `<p class="identity__lead">${escapeHtml(texts.signedOutLead)}</p>`,
    `<p><a class="identity__link" href="/">${escapeHtml(texts.backToWebsite)}</a></p>`,
  ]);
}

export interface ErrorPageProps extends PageContext {
  /** Technical details, shown as the spec asks for identity-management errors (section 8). */
  readonly details: Readonly<Record<string, string | undefined>>;
}

export function errorPage(props: ErrorPageProps): string {
  const rows = Object.entries(props.details).flatMap(([name, value]) =>
    value === undefined ? [] : [`<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`],
  );
  const texts = textsOf(props);
  return page(props, texts.errorTitle, [
    `<p class="identity__lead">${escapeHtml(texts.errorLead)}</p>`,
    rows.length === 0 ? '' : `<dl class="identity__details">${rows.join('')}</dl>`,
    `<p><a class="identity__link" href="/">${escapeHtml(texts.backToWebsite)}</a></p>`,
  ]);
}

function page(context: PageContext, title: string, body: readonly string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${context.language ?? 'en'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${escapeHtml(context.stylesheetHref)}">`,
    '</head>',
    '<body class="identity">',
    '<main class="identity__panel">',
    `<p class="identity__brand">${escapeHtml(textsOf(context).brand)}</p>`,
    `<h1 class="identity__title">${escapeHtml(title)}</h1>`,
    ...body.filter((line) => line !== ''),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
