import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { ContactForm } from './ContactForm';
import { fakeFormServices, renderForm } from '../test-support/render-with-form-services';

function fillValid() {
  const values: Readonly<Record<string, string>> = {
    Name: 'Grace Hopper',
    'E-mail': 'grace@example.com',
    Company: 'Navy',
    Country: 'United States',
    'Your message': 'Which machine strips 0.13 mm² wires?',
  };
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('the contact form', () => {
  it('marks every field required but the phone number', () => {
    renderForm(<ContactForm language="en" />, null);
    expect(screen.getByLabelText('Name (required)')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-required')).toBeNull();
    expect(screen.getByRole('checkbox').getAttribute('aria-required')).toBe('true');
  });

  it('asks for the ticked consent and a plausible phone number with the domain’s messages', () => {
    const { forms } = fakeFormServices([]);
    renderForm(<ContactForm language="en" />, forms);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      screen.getByRole('link', { name: 'Please select the checkbox to continue' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Please enter a valid phone number' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Please enter your name' })).toBeTruthy();
  });

  it('names the product of the page it was opened from, and sends it', async () => {
    const { forms, sent } = fakeFormServices([{ kind: 'sent', id: 'c1', downloadUrl: null }]);
    const { container } = renderForm(<ContactForm language="en" product="Zeta 640" />, forms);
    expect(screen.getByText('Your request regards: Zeta 640')).toBeTruthy();
    expect(
      (container.querySelector('input[type="hidden"][name="product"]') as HTMLInputElement).value,
    ).toBe('Zeta 640');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.fields).toMatchObject({
      product: 'Zeta 640',
      consent: true,
      name: 'Grace Hopper',
    });
    expect((await screen.findByRole('status')).textContent).toContain('reply within 24 hours');
  });

  it('reads German', () => {
    renderForm(<ContactForm language="de" product="Zeta 640" />, null, 'de');
    expect(screen.getByText('Ihre Anfrage betrifft: Zeta 640')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderForm(<ContactForm language="en" product="Zeta 640" />, null);
    await expectAccessible(container);
  });
});
