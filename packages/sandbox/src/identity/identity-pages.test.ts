import { describe, expect, it } from 'vitest';
import {
  codePage,
  errorPage,
  loginPage,
  logoutForm,
  logoutPage,
  signedOutPage,
} from './identity-pages';

const stylesheetHref = '/am/oauth2/realms/root/realms/alpha/assets/login.css';
const inlineScriptOrStyle = /<script|<style|\sstyle=|\son[a-z]+=/i;

describe('given every identity page', () => {
  const pages = {
    login: loginPage({ stylesheetHref, action: '/am/x/interaction/abc/login' }),
    refusedLogin: loginPage({
      stylesheetHref,
      action: '/am/x/interaction/abc/login',
      email: 'mira@example.com',
      error: 'CREDENTIALS_WRONG',
    }),
    code: codePage({ stylesheetHref, action: '/am/x/interaction/abc/code' }),
    refusedCode: codePage({
      stylesheetHref,
      action: '/am/x/interaction/abc/code',
      error: 'CODE_INVALID',
    }),
    logout: logoutPage({
      stylesheetHref,
      form: logoutForm('/am/x/connect/endSession/confirm', 'f00'),
    }),
    signedOut: signedOutPage({ stylesheetHref }),
    error: errorPage({ stylesheetHref, details: { error: 'invalid_request' } }),
  };

  it.each(Object.entries(pages))(
    '%s links the stylesheet and has no script or inline style',
    (_, html) => {
      expect(html).toContain(`<link rel="stylesheet" href="${stylesheetHref}">`);
      expect(html).not.toMatch(inlineScriptOrStyle);
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    },
  );
});

describe('given a refused sign-in', () => {
  it('shows the message as an alert tied to both fields and keeps the e-mail', () => {
    const html = loginPage({
      stylesheetHref,
      action: '/login',
      email: 'mira@example.com',
      error: 'CREDENTIALS_WRONG',
    });

    expect(html).toContain(
      '<p id="login-error" class="identity__error" role="alert">Please enter a valid value. The e-mail address or the password is not correct.</p>',
    );
    expect(html.match(/aria-describedby="login-error"/g)).toHaveLength(2);
    expect(html).toContain('value="mira@example.com"');
  });

  it('escapes what the visitor typed', () => {
    const html = loginPage({
      stylesheetHref,
      action: '/login',
      email: '"><script>alert(1)</script>',
      error: 'EMAIL_INVALID',
    });

    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});

describe('given the code step', () => {
  it('asks for one numeric one-time code, described by the hint', () => {
    const html = codePage({ stylesheetHref, action: '/am/x/interaction/abc/code' });

    expect(html).toContain(
      '<form class="identity__form" method="post" action="/am/x/interaction/abc/code">',
    );
    expect(html.match(/<input /g)).toHaveLength(1);
    expect(html).toContain('<label for="code">Authentication code</label>');
    expect(html).toContain(
      '<p id="code-hint" class="identity__hint">Enter the 6-digit code from your authenticator app.</p>',
    );
    expect(html).toMatch(
      /<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code"[^>]* aria-describedby="code-hint">/,
    );
  });

  it('shows a refusal as an alert the field is described by, besides the hint', () => {
    const html = codePage({ stylesheetHref, action: '/code', error: 'CODE_INVALID' });

    expect(html).toContain(
      '<p id="code-error" class="identity__error" role="alert">The code is not valid. Enter the current code from your authenticator app.</p>',
    );
    expect(html).toContain('aria-describedby="code-error code-hint" aria-invalid="true"');
  });
});

describe('given the sign-out confirmation', () => {
  it('submits the provider’s form with a visible button that asks to sign out', () => {
    const html = logoutPage({ stylesheetHref, form: logoutForm('/confirm', 's3cr3t') });

    expect(html).toContain(
      '<form id="op.logoutForm" method="post" action="/confirm"><input type="hidden" name="xsrf" value="s3cr3t"></form>',
    );
    expect(html).toContain(
      '<button class="identity__button" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>',
    );
  });
});

describe('given an error', () => {
  it('shows the technical details, escaped, and leaves out missing ones', () => {
    const html = errorPage({
      stylesheetHref,
      details: { error: 'invalid_request', error_description: 'bad <value>', state: undefined },
    });

    expect(html).toContain('<h1 class="identity__title">An error has occurred</h1>');
    expect(html).toContain(
      '<dt>error</dt><dd>invalid_request</dd><dt>error_description</dt><dd>bad &lt;value&gt;</dd>',
    );
    expect(html).not.toContain('<dt>state</dt>');
  });
});
