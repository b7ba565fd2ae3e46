import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Ticket } from '@kmx/domain/portal';
import { exampleClosedTicket, exampleTicket, exampleTicketNow } from '@kmx/ui/examples';
import { CloseTicketForm, CommentForm, TicketDetail } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

/** A small picture drawn in place, so the thumbnails show without a server. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="#c9d6e3"/><circle cx="80" cy="50" r="28" fill="#003c78"/></svg>',
)}`;

const withStatus = (status: Ticket['status']): Ticket => ({ ...exampleTicket, status });

const meta = {
  title: 'Portal/TicketDetail',
  component: TicketDetail,
  args: {
    localeCode: 'en',
    state: { kind: 'loaded', ticket: exampleTicket },
    listHref: '/en/mykomax/tickets/list',
    attachmentUrl: (id: string) => (id === 'att-2' ? null : picture),
    onRetry: () => undefined,
    commentForm: <CommentForm busy={false} failed={false} onSubmit={() => undefined} />,
    closeForm: (
      <CloseTicketForm ticketId="4711" busy={false} failed={false} onConfirm={() => undefined} />
    ),
    now: exampleTicketNow,
  },
} satisfies Meta<typeof TicketDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In progress, with a picture shown and a video still loading. */
export const InProgress: Story = {};

export const Open: Story = { args: { state: { kind: 'loaded', ticket: withStatus('open') } } };

export const AwaitingCustomer: Story = {
  args: { state: { kind: 'loaded', ticket: withStatus('awaitingCustomer') } },
};

/** Closed: "Closed on … because …", and no actions. */
export const Closed: Story = { args: { state: { kind: 'loaded', ticket: exampleClosedTicket } } };

export const WithoutAttachments: Story = {
  args: {
    state: { kind: 'loaded', ticket: { ...exampleTicket, attachments: [], timeline: [] } },
  },
};

export const Loading: Story = { args: { state: { kind: 'loading' } } };

export const NotFound: Story = { args: { state: { kind: 'notFound' } } };

export const Failed: Story = { args: { state: { kind: 'failed' } } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const German: Story = { args: { localeCode: 'de-ch' }, globals: { language: 'de' } };

export const GermanClosed: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'loaded', ticket: exampleClosedTicket } },
  globals: { language: 'de' },
};

export const GermanFailed: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'failed' } },
  globals: { language: 'de' },
};
