import { exampleClosedTicket, exampleTicket, exampleTicketNow } from '@kmx/ui/examples';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { TicketDetail, type TicketDetailProps } from './TicketDetail';

function props(overrides: Partial<TicketDetailProps> = {}): TicketDetailProps {
  return {
    localeCode: 'en',
    state: { kind: 'loaded', ticket: exampleTicket },
    listHref: '/en/mykomax/tickets/list',
    attachmentUrl: (id) => `blob:${id}`,
    onRetry: vi.fn(),
    commentForm: <p>comment form</p>,
    closeForm: <p>close form</p>,
    now: exampleTicketNow,
    ...overrides,
  };
}

function valueOf(term: string): string | null | undefined {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

describe('given an open ticket', () => {
  it('shows every field of the spec in a description list', () => {
    renderWithPortalMessages(<TicketDetail {...props()} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ticket 4711: Stripping blade wears quickly' }),
    ).toBeTruthy();
    expect(valueOf('Ticket number')).toBe('4711');
    expect(valueOf('Type')).toBe('Incident');
    expect(valueOf('Subject')).toBe('Stripping blade wears quickly');
    expect(valueOf('Status')).toBe('In progress');
    expect(valueOf('Location')).toBe('Harness Works Dierikon');
    expect(valueOf('Machine concerned')).toBe('Alpha 550 #1');
    expect(valueOf('Machine')).toBe('Alpha 550 #1');
    expect(valueOf('Machine model')).toBe('Alpha 550');
    expect(valueOf('Serial number')).toBe('SN-4711');
    expect(valueOf('Contact')).toBe('Anna Customer (anna.customer@example.com)');
    expect(valueOf('Created on')).toContain('2026');
    expect(valueOf('Replies')).toBe('1');
    expect(valueOf('Comments')).toBe('1');
    expect(valueOf('Description')).toContain('stripping blade needs replacing');
  });

  it('lists its attachments with thumbnails, name, type and size', () => {
    renderWithPortalMessages(<TicketDetail {...props()} />);
    const section = screen.getByRole('region', { name: 'Attachments' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe('blob:att-1');
    expect(items[0]?.textContent).toContain('image/jpeg, 2.4 MB');
    expect(items[1]?.querySelector('video')?.getAttribute('src')).toBe('blob:att-2');
    expect(within(section).getByRole('link', { name: 'crimp-cross-section.jpg' })).toBeTruthy();
  });

  it('says a preview is on its way while an attachment loads', () => {
    renderWithPortalMessages(<TicketDetail {...props({ attachmentUrl: () => null })} />);
    expect(screen.getAllByText('Preview loading…')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'tool-change.mp4' })).toBeNull();
  });

  it('tells its history in one timeline with who and when', () => {
    renderWithPortalMessages(<TicketDetail {...props()} />);
    const timeline = screen.getByRole('region', { name: 'History' });
    const events = within(timeline)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('ticket-event'));
    expect(events.map((event) => event.querySelector('.ticket-event__what')?.textContent)).toEqual([
      'Anna Customer commented',
      'Service team changed the status to In progress',
      'Marco Service replied',
    ]);
    expect(events[2]?.querySelector('time')?.textContent).toBe('20 hours ago');
    expect(events[2]?.textContent).toContain('adjustment.png');
  });

  it('offers the comment form and the close action', async () => {
    const { container } = renderWithPortalMessages(<TicketDetail {...props()} />);
    expect(screen.getByText('comment form')).toBeTruthy();
    expect(screen.getByText('close form')).toBeTruthy();
    await expectAccessible(container);
  });
});

describe('given a closed ticket', () => {
  it('reads "Closed on … because …" and offers no actions', async () => {
    const { container } = renderWithPortalMessages(
      <TicketDetail {...props({ state: { kind: 'loaded', ticket: exampleClosedTicket } })} />,
    );
    expect(container.querySelector('.ticket-closed')?.textContent).toMatch(
      /Closed on March 14, 2026 at .* because: Solved by our support\.Closing comment: The new holder fixed it, thank you\./,
    );
    expect(screen.queryByText('comment form')).toBeNull();
    expect(screen.queryByText('close form')).toBeNull();
    await expectAccessible(container);
  });
});

describe('given the ticket on its way, missing or failing', () => {
  it('is busy while loading', async () => {
    const { container } = renderWithPortalMessages(
      <TicketDetail {...props({ state: { kind: 'loading' } })} />,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('Loading the ticket…')).toBeTruthy();
    await expectAccessible(container);
  });

  it('says when there is no such ticket, with the way back', () => {
    renderWithPortalMessages(<TicketDetail {...props({ state: { kind: 'notFound' } })} />);
    expect(screen.getByText(/There is no ticket with this number/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your tickets' }).getAttribute('href')).toBe(
      '/en/mykomax/tickets/list',
    );
  });

  it('apologises and retries when the service fails', () => {
    const onRetry = vi.fn();
    renderWithPortalMessages(<TicketDetail {...props({ state: { kind: 'failed' }, onRetry })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('given a German reader', () => {
  it('writes the closure in German', () => {
    const { container } = renderWithPortalMessages(
      <TicketDetail
        {...props({ localeCode: 'de-ch', state: { kind: 'loaded', ticket: exampleClosedTicket } })}
      />,
      'de',
    );
    expect(container.querySelector('.ticket-closed')?.textContent).toContain(
      'Grund: Von unserem Support gelöst',
    );
  });
});
