import { describe, expect, it } from 'vitest';
import { validateTicketForm } from './ticket-form';

const complete = {
  location: 'loc-north',
  type: 'incident',
  concern: 'Cutter 355',
  machine: 'Line 3',
  serialNumber: 'KX-355-0042',
  subject: 'Blade stops mid-cut',
  description: 'Since this morning the blade stops after a few cuts.',
};

describe('the ticket form', () => {
  it('accepts a complete form', () => {
    expect(validateTicketForm(complete)).toEqual({ ok: true, value: complete });
  });

  it('asks for a location with "Please select a location"', () => {
    expect(validateTicketForm({ ...complete, location: '' })).toEqual({
      ok: false,
      problems: [{ field: 'location', message: 'Please select a location' }],
    });
  });

  it('asks for the subject with "Please enter the subject"', () => {
    expect(validateTicketForm({ ...complete, subject: '   ' })).toEqual({
      ok: false,
      problems: [{ field: 'subject', message: 'Please enter the subject' }],
    });
  });

  it('asks for ticket type, machine concerned and description with the generic message', () => {
    expect(
      validateTicketForm({ ...complete, type: null, concern: '', description: undefined }),
    ).toEqual({
      ok: false,
      problems: [
        { field: 'type', message: 'Please enter a valid value' },
        { field: 'concern', message: 'Please enter a valid value' },
        { field: 'description', message: 'Please enter a valid value' },
      ],
    });
  });

  it('refuses a ticket type it does not know', () => {
    expect(validateTicketForm({ ...complete, type: 'complaint' })).toMatchObject({
      ok: false,
      problems: [{ field: 'type', message: 'Please enter a valid value' }],
    });
  });

  it('lists every missing field of an empty form, in the order of the form', () => {
    const check = validateTicketForm({});
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.problems.map((problem) => problem.field)).toEqual([
      'location',
      'type',
      'concern',
      'subject',
      'description',
    ]);
  });

  it('leaves machine name and serial number optional', () => {
    const required = {
      location: complete.location,
      type: complete.type,
      concern: complete.concern,
      subject: complete.subject,
      description: complete.description,
    };
    expect(validateTicketForm(required)).toEqual({
      ok: true,
      value: { ...required, machine: null, serialNumber: null },
    });
  });

  it('takes a blank machine name as none and trims what it keeps', () => {
    expect(
      validateTicketForm({ ...complete, machine: '  ', subject: '  Blade stops  ' }),
    ).toMatchObject({ ok: true, value: { machine: null, subject: 'Blade stops' } });
  });
});
