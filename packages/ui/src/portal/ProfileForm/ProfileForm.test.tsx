import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { ProfileForm, type ProfileFormProps } from './ProfileForm';
import type { ProfileValues } from './profile-values';

const tomas: ProfileValues = {
  firstName: 'Tomas',
  lastName: 'Ruiz',
  company: 'Voltline Harness',
  telephone: '+49 7000 1234',
  address: 'Hauptstrasse 1',
  postalCode: '79100',
  city: 'Freiburg',
  country: 'DE',
  language: 'es',
};

function props(overrides: Partial<ProfileFormProps> = {}): ProfileFormProps {
  return {
    values: tomas,
    email: 'tomas.ruiz@voltline.example',
    language: 'en',
    editable: true,
    busy: false,
    saved: false,
    failure: null,
    onSubmit: vi.fn(),
    ...overrides,
  };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('given an editable profile', () => {
  it('shows every field of the profile, country and language by name', async () => {
    const { container } = renderWithPortalMessages(<ProfileForm {...props()} />);
    expect(field('First name').value).toBe('Tomas');
    expect(field('Company').value).toBe('Voltline Harness');
    expect(field('E-mail address').readOnly).toBe(true);
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(country.selectedOptions[0]?.textContent).toBe('Germany');
    expect(country.options.length).toBeGreaterThan(245);
    const language = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(language.selectedOptions[0]?.textContent).toBe('Spanish');
    // The 11 languages of spec portal 3 and the empty choice.
    expect(language.options).toHaveLength(12);
    await expectAccessible(container);
  });

  it('sends the trimmed profile, blanks as null', () => {
    const onSubmit = vi.fn();
    renderWithPortalMessages(<ProfileForm {...props({ onSubmit })} />);
    fireEvent.change(field('First name'), { target: { value: ' Tomás ' } });
    fireEvent.change(field('Telephone'), { target: { value: '  ' } });
    save();
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Tomás',
      lastName: 'Ruiz',
      company: 'Voltline Harness',
      telephone: null,
      address: 'Hauptstrasse 1',
      postalCode: '79100',
      city: 'Freiburg',
      country: 'DE',
      language: 'es',
    });
  });

  it('asks for the last name on its field and in the summary, sending nothing', () => {
    const onSubmit = vi.fn();
    const onErrorsShown = vi.fn();
    renderWithPortalMessages(<ProfileForm {...props({ onSubmit, onErrorsShown })} />);
    fireEvent.change(field('Last name'), { target: { value: '' } });
    save();
    expect(onSubmit).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'Please enter your last name' });
    expect(link.getAttribute('href')).toBe(`#${field('Last name').id}`);
    expect(field('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(onErrorsShown).toHaveBeenLastCalledWith(1);
  });

  it("shows IDM's policy failures on their fields and keeps what was typed", () => {
    const { rerender } = renderWithPortalMessages(<ProfileForm {...props()} />);
    fireEvent.change(field('First name'), { target: { value: 'T0mas' } });
    fireEvent.change(field('City'), { target: { value: 'Lörrach' } });
    save();
    rerender(
      <ProfileForm
        {...props({
          failure: {
            kind: 'policy',
            fields: new Map([['firstName', [{ code: 'VALID_NAME_FORMAT', params: {} }]]]),
          },
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Please enter a valid name.' })).toBeTruthy();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(field('First name').value).toBe('T0mas');
    expect(field('City').value).toBe('Lörrach');
  });

  it('shows another failure with its technical details, and success only when saved', () => {
    const { rerender } = renderWithPortalMessages(
      <ProfileForm
        {...props({ failure: { kind: 'error', failure: 500, serviceMessage: 'Boom' } })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('An error has occurred');
    expect(screen.getByText('Boom')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<ProfileForm {...props({ saved: true })} />);
    expect(screen.getByRole('status').textContent).toBe('Your profile has been saved.');
  });

  it('starts from a draft kept before a reload, and reports every change', () => {
    const onChange = vi.fn();
    renderWithPortalMessages(
      <ProfileForm {...props({ draft: { city: 'Lörrach', secret: 'x' }, onChange })} />,
    );
    expect(field('City').value).toBe('Lörrach');
    expect(field('First name').value).toBe('Tomas');
    fireEvent.change(field('Company'), { target: { value: 'Voltline' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...tomas, city: 'Lörrach', company: 'Voltline' });
  });

  it('ignores a submit while saving', () => {
    const onSubmit = vi.fn();
    renderWithPortalMessages(<ProfileForm {...props({ onSubmit, busy: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Saving the profile…' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('given an internal employee', () => {
  it('shows the profile read-only with the reason, in German', async () => {
    const { container } = renderWithPortalMessages(
      <ProfileForm
        {...props({ editable: false, language: 'de', values: { ...tomas, company: '' } })}
      />,
      'de',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toContain('Ihr Konto wird intern verwaltet');
    expect(container.textContent).toContain('Deutschland');
    expect(container.textContent).toContain('Spanisch');
    expect(container.textContent).toContain('Nicht angegeben');
    await expectAccessible(container);
  });
});
