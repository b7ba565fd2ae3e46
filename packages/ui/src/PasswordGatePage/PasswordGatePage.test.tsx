import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { PasswordGatePage } from './PasswordGatePage';

const gate = { pageTitle: 'Internal downloads', formAction: '/en/productronica/internal' };

describe('given a protected page before its password was given', () => {
  it('names the page in its heading and explains what to do', () => {
    renderWithMessages(<PasswordGatePage {...gate} error={null} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Internal downloads');
    expect(screen.getByText(/enter the password you have received/)).toBeTruthy();
  });

  it('is a plain form posting the password to the page itself, so it works without scripts', () => {
    const html = renderToString(
      <MessagesProvider messages={messagesFor('en')}>
        <PasswordGatePage {...gate} error={null} />
      </MessagesProvider>,
    );
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/en/productronica/internal"');
    expect(html).toMatch(/<input(?=[^>]*name="password")(?=[^>]*type="password")[^>]*>/);
    expect(html).toMatch(/<button[^>]*type="submit"/);
  });

  it('has a labelled password field described by the explanation, and no message', () => {
    renderWithMessages(<PasswordGatePage {...gate} error={null} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toMatch(/invited visitors only/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops an empty submission with "Please enter a password"', () => {
    renderWithMessages(<PasswordGatePage {...gate} error={null} />);
    const form = screen
      .getByRole('button', { name: 'Show page' })
      .closest('form') as HTMLFormElement;
    const submitted = fireEvent.submit(form);
    expect(submitted).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Error: Please enter a password');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('takes spaces only as no password', () => {
    renderWithMessages(<PasswordGatePage {...gate} error={null} />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '   ' } });
    const form = screen
      .getByRole('button', { name: 'Show page' })
      .closest('form') as HTMLFormElement;
    expect(fireEvent.submit(form)).toBe(false);
  });

  it('lets a filled-in password through to the server', () => {
    renderWithMessages(<PasswordGatePage {...gate} error={null} />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-one' } });
    const form = screen
      .getByRole('button', { name: 'Show page' })
      .closest('form') as HTMLFormElement;
    expect(fireEvent.submit(form)).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<PasswordGatePage {...gate} error={null} />);
    await expectAccessible(container);
  });
});

describe('given a refused attempt', () => {
  const error = 'The password is not correct. Please check it and try again.';

  it('shows the message, linked to the field and focused there', () => {
    renderWithMessages(<PasswordGatePage {...gate} error={error} />);
    const input = screen.getByLabelText('Password');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(`Error: ${error}`);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(document.activeElement).toBe(input);
  });

  it('leaves the focus alone where the gate is only shown', () => {
    renderWithMessages(<PasswordGatePage {...gate} error={error} focusOnError={false} />);
    expect(document.activeElement).not.toBe(screen.getByLabelText('Password'));
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<PasswordGatePage {...gate} error={error} />);
    await expectAccessible(container);
  });
});

describe('given a German visitor', () => {
  it('reads German, the empty check included', () => {
    renderWithMessages(<PasswordGatePage {...gate} error={null} />, 'de');
    expect(screen.getByText('Geschützte Seite')).toBeTruthy();
    const form = screen
      .getByRole('button', { name: 'Seite anzeigen' })
      .closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    expect(screen.getByRole('alert').textContent).toBe('Fehler: Bitte geben Sie ein Passwort ein');
  });
});
