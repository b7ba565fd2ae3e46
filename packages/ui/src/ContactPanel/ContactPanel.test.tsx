import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleFrame } from '../examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ContactPanel, placeholderContact } from './ContactPanel';

const contactLink = exampleFrame.footer.contactLink;

describe('given an open contact panel', () => {
  it('is a modal dialog headed "Talk to an Expert"', () => {
    renderWithMessages(<ContactPanel open onClose={() => undefined} contactLink={contactLink} />);
    const dialog = screen.getByRole('dialog', { name: 'Talk to an Expert' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Talk to an Expert' })).toBeTruthy();
  });

  it('promises a reply within 24 hours', () => {
    renderWithMessages(<ContactPanel open onClose={() => undefined} contactLink={contactLink} />);
    expect(screen.getByRole('dialog').textContent).toContain('reply within 24 hours');
  });

  it('links to the contact page, the phone number and the e-mail address', () => {
    renderWithMessages(<ContactPanel open onClose={() => undefined} contactLink={contactLink} />);
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe(
      '/en-ch/contact',
    );
    expect(screen.getByRole('link', { name: placeholderContact.phone }).getAttribute('href')).toBe(
      'tel:+41414551010',
    );
    expect(screen.getByRole('link', { name: placeholderContact.email }).getAttribute('href')).toBe(
      `mailto:${placeholderContact.email}`,
    );
  });

  it('leaves the contact-page link out when the site has none', () => {
    renderWithMessages(<ContactPanel open onClose={() => undefined} contactLink={null} />);
    expect(screen.queryByRole('link', { name: 'Write to us' })).toBeNull();
  });

  it('asks to close on Escape and with its close button', () => {
    const onClose = vi.fn();
    renderWithMessages(<ContactPanel open onClose={onClose} contactLink={contactLink} />);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Write to us' }), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('holds the contact form, naming the product of the page it was opened from', () => {
    renderWithMessages(
      <ContactPanel open onClose={() => undefined} contactLink={contactLink} product="Zeta 640" />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('form')?.getAttribute('action')).toBe('/api/forms/contact');
    expect(screen.getByText('Your request regards: Zeta 640')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('sends the page’s language with the form', () => {
    renderWithMessages(
      <ContactPanel open onClose={() => undefined} contactLink={contactLink} language="de" />,
      'de',
    );
    const language = screen.getByRole('dialog').querySelector('[name="language"]');
    expect((language as HTMLInputElement).value).toBe('de');
  });

  it('reads German, with the same promise', () => {
    renderWithMessages(
      <ContactPanel open onClose={() => undefined} contactLink={contactLink} />,
      'de',
    );
    const dialog = screen.getByRole('dialog', { name: 'Sprechen Sie mit einem Experten' });
    expect(dialog.textContent).toContain('innerhalb von 24 Stunden');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <ContactPanel open onClose={() => undefined} contactLink={contactLink} />,
    );
    await expectAccessible(container);
  });
});

describe('given a closed contact panel', () => {
  it('keeps the dialog closed', () => {
    renderWithMessages(
      <ContactPanel open={false} onClose={() => undefined} contactLink={contactLink} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <ContactPanel open={false} onClose={() => undefined} contactLink={contactLink} />,
    );
    await expectAccessible(container);
  });
});
