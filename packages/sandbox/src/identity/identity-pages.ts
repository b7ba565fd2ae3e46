import { loginMessages, type LoginErrorCode } from './login-messages';

/**
 * The identity provider's pages, in the product's look. They are served on the product's origin
 * under its Content Security Policy, so they hold no script and no inline style: the look comes
 * from the stylesheet the provider serves itself, and every form is a plain HTML POST.
 */
export interface PageContext {
  /** Absolute path of the provider's stylesheet, e.g. `/am/.../assets/login.css`. */
  readonly stylesheetHref: string;
}

export interface LoginPageProps extends PageContext {
  /** Where the form posts the credentials. */
  readonly action: string;
  /** The e-mail typed before, kept after a refusal. */
  readonly email?: string;
  readonly error?: LoginErrorCode;
}

export function loginPage(props: LoginPageProps): string {
  const error = props.error === undefined ? undefined : loginMessages[props.error];
  const invalid = error === undefined ? '' : ' aria-invalid="true" aria-describedby="login-error"';
  return page(props, 'Sign in', [
    '<p class="identity__lead">Sign in to the customer portal with your e-mail address.</p>',
    `<form class="identity__form" method="post" action="${escapeHtml(props.action)}">`,
    error === undefined
      ? ''
      : `<p id="login-error" class="identity__error" role="alert">${escapeHtml(error)}</p>`,
    '<div class="identity__field">',
    '<label for="email">E-mail</label>',
    `<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(props.email ?? '')}"${invalid}>`,
    '</div>',
    '<div class="identity__field">',
    '<label for="password">Password</label>',
    `<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>`,
    '</div>',
    '<button class="identity__button" type="submit">Sign in</button>',
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
  const error = props.error === undefined ? undefined : loginMessages[props.error];
  const describedBy = error === undefined ? 'code-hint' : 'code-error code-hint';
  const invalid = error === undefined ? '' : ' aria-invalid="true"';
  return page(props, 'Sign in', [
    '<p class="identity__lead">Your account is protected by an authenticator app.</p>',
    `<form class="identity__form" method="post" action="${escapeHtml(props.action)}">`,
    error === undefined
      ? ''
      : `<p id="code-error" class="identity__error" role="alert">${escapeHtml(error)}</p>`,
    '<div class="identity__field">',
    '<label for="code">Authentication code</label>',
    '<p id="code-hint" class="identity__hint">Enter the 6-digit code from your authenticator app.</p>',
    `<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="16" required autofocus aria-describedby="${describedBy}"${invalid}>`,
    '</div>',
    '<button class="identity__button" type="submit">Continue</button>',
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
  return page(props, 'Sign out', [
    '<p class="identity__lead">Do you want to sign out of the customer portal?</p>',
    props.form,
    '<button class="identity__button" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>',
  ]);
}

/** The confirmation form the provider renders, for when this package has to build it itself. */
export function logoutForm(action: string, xsrf: string): string {
  return `<form id="op.logoutForm" method="post" action="${escapeHtml(action)}"><input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}"></form>`;
}

export function signedOutPage(props: PageContext): string {
  return page(props, 'You are signed out', [
    '<p class="identity__lead">You have been signed out of the customer portal.</p>',
    '<p><a class="identity__link" href="/">Back to the website</a></p>',
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
  return page(props, 'An error has occurred', [
    '<p class="identity__lead">Signing in could not be completed. Please go back to the website and try again.</p>',
    rows.length === 0 ? '' : `<dl class="identity__details">${rows.join('')}</dl>`,
    '<p><a class="identity__link" href="/">Back to the website</a></p>',
  ]);
}

function page(context: PageContext, title: string, body: readonly string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${escapeHtml(context.stylesheetHref)}">`,
    '</head>',
    '<body class="identity">',
    '<main class="identity__panel">',
    '<p class="identity__brand">Customer portal</p>',
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
