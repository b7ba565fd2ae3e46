import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import type { FormAnswer } from '../site-services/FormServices';
import { fakeFormServices, renderForm } from '../test-support/render-with-form-services';
import { LicenceRequestForm } from './LicenceRequestForm';

const valid = {
  'E-mail': 'ada@example.com',
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Company: 'Analytical Engines',
  Country: 'Switzerland',
  Product: 'Zeta 640',
  'Serial number': 'SN-1234',
  'Details of your request': 'The licences of the open-source parts, please.',
};

function fill(values: Readonly<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

afterEach(() => {
  document.title = '';
});

describe('the licence request form without the script', () => {
  it('is a real form posting every field to its endpoint', () => {
    const { container } = renderForm(<LicenceRequestForm language="en" />, null);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/forms/licence-request');
    for (const name of [
      'email',
      'firstName',
      'lastName',
      'company',
      'country',
      'product',
      'serialNumber',
      'details',
      'formStarted',
      'page',
      'language',
      'website',
    ])
      expect(form?.querySelector(`[name="${name}"]`), name).not.toBeNull();
    expect(fireEvent.submit(form as HTMLFormElement)).toBe(true);
  });

  it('labels every field and marks each as required (spec portal 5)', () => {
    renderForm(<LicenceRequestForm language="en" />, null);
    for (const label of Object.keys(valid)) {
      const field = screen.getByLabelText(`${label} (required)`);
      expect(field.getAttribute('aria-required')).toBe('true');
    }
  });

  it('hides the honeypot from people and from assistive technology', () => {
    const { container } = renderForm(<LicenceRequestForm language="en" />, null);
    const trap = container.querySelector('[name="website"]') as HTMLInputElement;
    expect(trap.closest('[aria-hidden="true"]')?.className).toBe('visitor-form__trap');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });
});

describe('the licence request form with the script', () => {
  it('checks on submit with the spec’s messages, summarised, linked and inline', async () => {
    const { forms, sent } = fakeFormServices([]);
    renderForm(<LicenceRequestForm language="en" />, forms);
    document.title = 'Licences';
    submit();
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Please provide a valid email address',
      'Please enter your first name',
      'Please enter your last name',
      'Please enter the company you work for',
      "Please enter the country you're in",
      'Please specify the product your request regards',
      'Please enter the serial number of your product',
      'Please add some more details',
    ]);
    const email = screen.getByLabelText('E-mail', { exact: false });
    expect(links[0]?.getAttribute('href')).toBe(`#${email.id}`);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Error: Please provide a valid email address',
    );
    expect(document.title).toBe('Error: Licences');
    fireEvent.click(links[1] as HTMLElement);
    expect(document.activeElement).toBe(screen.getByLabelText('First name', { exact: false }));
    expect(sent).toEqual([]);
  });

  it('sends once per click, says it is sending, then shows the success in green', async () => {
    let answer: (value: FormAnswer) => void = () => undefined;
    const pending = new Promise<FormAnswer>((resolve) => {
      answer = resolve;
    });
    const { forms, sent } = fakeFormServices([pending]);
    renderForm(<LicenceRequestForm language="en" />, forms);
    await waitFor(() =>
      expect(
        (document.querySelector('[name="formStarted"]') as HTMLInputElement | null)?.value,
      ).toBe('fs1.fresh'),
    );
    fill(valid);
    submit();
    fireEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.form).toBe('licence-request');
    expect(sent[0]?.fields).toMatchObject({
      email: 'ada@example.com',
      serialNumber: 'SN-1234',
      formStarted: 'fs1.fresh',
      website: '',
      language: 'en',
    });
    await act(async () => {
      answer({ kind: 'sent', id: 'id-1', downloadUrl: null });
      await pending;
    });
    const status = screen.getByRole('status');
    expect(status.className).toContain('flash-message--success');
    expect(status.textContent).toContain('We have your licence request');
  });

  it('keeps what was typed and says the spec’s failure in red when the send fails', async () => {
    const { forms } = fakeFormServices([new Error('offline')]);
    renderForm(<LicenceRequestForm language="en" />, forms);
    fill(valid);
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.className).toContain('flash-message--error');
    expect(alert.textContent).toContain('Something went wrong, verify the input and try again');
    expect(
      (screen.getByLabelText('Serial number', { exact: false }) as HTMLInputElement).value,
    ).toBe('SN-1234');
  });

  it('shows the server’s field messages on their fields, the typing kept', async () => {
    const { forms } = fakeFormServices([
      { kind: 'invalid', fields: { country: "Please enter the country you're in" } },
    ]);
    renderForm(<LicenceRequestForm language="en" />, forms);
    fill(valid);
    submit();
    const country = screen.getByLabelText('Country', { exact: false });
    await waitFor(() => expect(country.getAttribute('aria-invalid')).toBe('true'));
    expect((screen.getByLabelText('Company', { exact: false }) as HTMLInputElement).value).toBe(
      'Analytical Engines',
    );
  });

  it('says in plain words why the server refused, e.g. too many forms', async () => {
    const { forms } = fakeFormServices([{ kind: 'refused', status: 429, message: 'Too many' }]);
    renderForm(<LicenceRequestForm language="en" />, forms);
    fill(valid);
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many forms were sent from your address',
    );
  });

  it('reads German, labels and messages', () => {
    const { forms } = fakeFormServices([]);
    renderForm(<LicenceRequestForm language="de" />, forms, 'de');
    fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(screen.getByRole('heading', { name: 'Es gibt ein Problem' })).toBeTruthy();
    expect(screen.getByLabelText('Seriennummer (Pflichtfeld)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bitte geben Sie Ihren Vornamen ein' })).toBeTruthy();
  });

  it('has no serious accessibility violation, empty or with errors', async () => {
    const { forms } = fakeFormServices([]);
    const { container } = renderForm(<LicenceRequestForm language="en" />, forms);
    await expectAccessible(container);
    submit();
    await expectAccessible(container);
  });
});
