import type { FormOutcomeView } from '@kmx/domain/view';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderForm } from '../test-support/render-with-form-services';
import { FormOutcomePage } from './FormOutcomePage';

const base: FormOutcomeView = {
  kind: 'form-outcome',
  language: 'en',
  homeHref: '/en',
  form: 'licence-request',
  outcome: 'invalid',
  values: { email: 'ada@example', firstName: 'Ada' },
  errors: { email: 'Please provide a valid email address' },
  message: null,
  returnTo: '/en/open-source-licences',
  downloadUrl: null,
  formStarted: 'fs1.outcome',
};

describe('the outcome page of a form sent without the script', () => {
  it('shows the form again with what was typed and its errors', async () => {
    const { container } = renderForm(<FormOutcomePage view={base} />, null);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Request an open-source licence' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Please provide a valid email address' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail', { exact: false }) as HTMLInputElement).value).toBe(
      'ada@example',
    );
    expect((container.querySelector('[name="formStarted"]') as HTMLInputElement).value).toBe(
      'fs1.outcome',
    );
    // Sent again from here, the form still belongs to the page it first came from.
    expect((container.querySelector('[name="page"]') as HTMLInputElement).value).toBe(
      '/en/open-source-licences',
    );
    await expectAccessible(container);
  });

  it('says a sent form was taken, with the way back and the whitepaper’s link', () => {
    renderForm(
      <FormOutcomePage
        view={{
          ...base,
          form: 'whitepaper',
          outcome: 'sent',
          values: {},
          errors: {},
          downloadUrl: '/api/forms/whitepaper/download/t',
        }}
      />,
      null,
    );
    expect(screen.getByRole('status').className).toContain('flash-message--success');
    expect(screen.getByRole('link', { name: 'Download the whitepaper' }).getAttribute('href')).toBe(
      '/api/forms/whitepaper/download/t',
    );
    expect(
      screen.getByRole('link', { name: 'Back to the page you came from' }).getAttribute('href'),
    ).toBe('/en/open-source-licences');
  });

  it('says why a refused form was not taken, in red, the typing kept', () => {
    renderForm(
      <FormOutcomePage
        view={{
          ...base,
          form: 'contact',
          outcome: 'refused',
          errors: {},
          values: { name: 'Ada', product: 'Zeta 640' },
          message: 'Too many forms were sent from your address.',
        }}
      />,
      null,
    );
    const alert = screen.getByRole('alert');
    expect(alert.className).toContain('flash-message--error');
    expect(alert.textContent).toContain('Too many forms were sent from your address.');
    expect((screen.getByLabelText('Name', { exact: false }) as HTMLInputElement).value).toBe('Ada');
    expect(screen.getByText('Your request regards: Zeta 640')).toBeTruthy();
  });

  it('reads German', () => {
    renderForm(<FormOutcomePage view={{ ...base, language: 'de' }} />, null, 'de');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Open-Source-Lizenz anfordern' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Bitte geben Sie eine gültige E-Mail-Adresse an' }),
    ).toBeTruthy();
  });
});
