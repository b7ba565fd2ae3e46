import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { fakeFormServices, renderForm } from '../test-support/render-with-form-services';
import { WhitepaperForm } from './WhitepaperForm';

const whitepaper = { id: 'wire-processing-guide', title: 'Wire processing guide' };
const downloadUrl = '/api/forms/whitepaper/download/token';

function fillValid() {
  const values: Readonly<Record<string, string>> = {
    'E-mail': 'ada@example.com',
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Company: 'Analytical Engines',
    Country: 'United Kingdom',
  };
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe('the whitepaper form', () => {
  it('names its whitepaper and posts its id, never a file’s address', () => {
    const { container } = renderForm(
      <WhitepaperForm language="en" whitepaper={whitepaper} />,
      null,
    );
    expect(screen.getByText('Whitepaper: Wire processing guide')).toBeTruthy();
    expect((container.querySelector('[name="whitepaper"]') as HTMLInputElement).value).toBe(
      'wire-processing-guide',
    );
    expect(container.innerHTML).not.toContain('.pdf');
  });

  it('asks for the consent first, then downloads through the link the server answered', async () => {
    const { forms, sent, downloads } = fakeFormServices([{ kind: 'sent', id: 'w1', downloadUrl }]);
    renderForm(<WhitepaperForm language="en" whitepaper={whitepaper} />, forms);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Get the whitepaper' }));
    expect(
      screen.getByRole('link', { name: 'Please select the checkbox to continue' }),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Get the whitepaper' }));
    await waitFor(() => expect(downloads).toEqual([downloadUrl]));
    expect(sent[0]?.fields).toMatchObject({ whitepaper: 'wire-processing-guide', consent: true });
    expect(screen.getByRole('link', { name: 'Download the whitepaper' }).getAttribute('href')).toBe(
      downloadUrl,
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderForm(
      <WhitepaperForm language="de" whitepaper={whitepaper} />,
      null,
      'de',
    );
    await expectAccessible(container);
  });
});
