import { exampleTicketLocations } from '@kmx/ui/examples';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { TicketForm, type TicketFormProps } from './TicketForm';

function props(overrides: Partial<TicketFormProps> = {}): TicketFormProps {
  return {
    locations: exampleTicketLocations,
    busy: false,
    failed: false,
    onSubmit: vi.fn(),
    ...overrides,
  };
}

function fillIn() {
  fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'loc-ulm' } });
  fireEvent.change(screen.getByLabelText('Ticket type'), { target: { value: 'incident' } });
  fireEvent.change(screen.getByLabelText('Machine concerned'), { target: { value: 'Line 2' } });
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: ' Blade wears ' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Every two days.' } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create ticket' }));

describe('given the form sent empty', () => {
  it('shows "There is a problem" with focus, the spec messages, each linked to its field', () => {
    const onSubmit = vi.fn();
    const onErrorsShown = vi.fn();
    renderWithPortalMessages(<TicketForm {...props({ onSubmit, onErrorsShown })} />);
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('There is a problem');
    expect(document.activeElement).toBe(summary);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Please select a location',
      'Please enter a valid value',
      'Please enter a valid value',
      'Please enter the subject',
      'Please enter a valid value',
    ]);
    expect(onErrorsShown).toHaveBeenLastCalledWith(5);
    const location = screen.getByLabelText('Location');
    expect(links[0]?.getAttribute('href')).toBe(`#${location.id}`);
    fireEvent.click(links[0] as HTMLElement);
    expect(document.activeElement).toBe(location);
  });

  it('marks each field invalid and describes it with the same words', () => {
    renderWithPortalMessages(<TicketForm {...props()} />);
    submit();
    const subject = screen.getByLabelText('Subject');
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(subject.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Error: Please enter the subject');
    expect(screen.getByLabelText('Machine name (optional)').hasAttribute('aria-invalid')).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Create ticket' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithPortalMessages(<TicketForm {...props()} />);
    submit();
    await expectAccessible(container);
  });
});

describe('given the form filled in', () => {
  it('sends the checked draft, with the prefilled machine kept', () => {
    const onSubmit = vi.fn();
    renderWithPortalMessages(
      <TicketForm
        {...props({ onSubmit, initial: { machine: 'Alpha 550 #1', serialNumber: 'SN-1' } })}
      />,
    );
    expect((screen.getByLabelText('Machine name (optional)') as HTMLInputElement).value).toBe(
      'Alpha 550 #1',
    );
    fillIn();
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      location: 'loc-ulm',
      type: 'incident',
      concern: 'Line 2',
      machine: 'Alpha 550 #1',
      serialNumber: 'SN-1',
      subject: 'Blade wears',
      description: 'Every two days.',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores a second submit while busy', () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithPortalMessages(<TicketForm {...props({ onSubmit })} />);
    fillIn();
    submit();
    rerender(<TicketForm {...props({ onSubmit, busy: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Creating the ticket…' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('reports every change, for a draft kept across a sign-in', () => {
    const onChange = vi.fn();
    renderWithPortalMessages(<TicketForm {...props({ onChange })} />);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hello' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ subject: 'Hello' }));
  });
});

describe('given the server', () => {
  it("shows the server's problems on their fields", () => {
    renderWithPortalMessages(
      <TicketForm {...props({ problems: [{ field: 'subject', message: 'Subject too long' }] })} />,
    );
    expect(screen.getByRole('link', { name: 'Subject too long' })).toBeTruthy();
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a failure at the top, keeps what was typed, and sends it again on retry', () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithPortalMessages(<TicketForm {...props({ onSubmit })} />);
    fillIn();
    submit();
    rerender(<TicketForm {...props({ onSubmit, failed: true })} />);
    expect(screen.getByRole('alert').textContent).toContain('contact our support');
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(' Blade wears ');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

describe('given a German reader', () => {
  it('writes the messages in German', () => {
    renderWithPortalMessages(<TicketForm {...props()} />, 'de');
    fireEvent.click(screen.getByRole('button', { name: 'Ticket erstellen' }));
    expect(screen.getByRole('alert').textContent).toContain('Es gibt ein Problem');
    expect(screen.getByRole('link', { name: 'Bitte wählen Sie einen Standort' })).toBeTruthy();
  });
});
