import type {
  Ticket,
  TicketListPage,
  TicketListQuery,
  TicketLocation,
  TicketSummary,
} from '@kmx/domain/portal';
import type { AttachmentItem } from '../portal/AttachmentPicker/AttachmentItem';

/** The moment the ticket examples are looked at, so relative dates read the same every time. */
export const exampleTicketNow = new Date('2026-03-14T12:00:00Z');

export const exampleTicketLocations: readonly TicketLocation[] = [
  { id: 'loc-dierikon', name: 'Harness Works Dierikon' },
  { id: 'loc-ulm', name: 'Harness Works Ulm' },
];

const contact = { name: 'Anna Customer', email: 'anna.customer@example.com' };

function summary(
  id: string,
  subject: string,
  status: TicketSummary['status'],
  createdOn: string,
  replies: number,
  machine: string | null,
): TicketSummary {
  return {
    id,
    type: 'incident',
    subject,
    machine,
    serialNumber: machine === null ? null : `SN-${id}`,
    concern: machine ?? 'Crimping line 2',
    status,
    contact,
    createdOn,
    replies,
    location: exampleTicketLocations[0] ?? { id: 'loc', name: 'Location' },
    machineModel: machine === null ? null : 'Alpha 550',
    own: id !== '4709',
  };
}

export const exampleTicketSummaries: readonly TicketSummary[] = [
  summary(
    '4712',
    'Crimp height drifts after tool change',
    'open',
    '2026-03-14T09:15:00Z',
    0,
    'Alpha 550 #2',
  ),
  summary(
    '4711',
    'Stripping blade wears quickly',
    'inProgress',
    '2026-03-11T08:00:00Z',
    2,
    'Alpha 550 #1',
  ),
  summary(
    '4710',
    'Spare seals for the feeder',
    'awaitingCustomer',
    '2026-02-27T14:30:00Z',
    3,
    null,
  ),
  summary('4709', 'Label printer offline', 'closed', '2026-01-08T10:00:00Z', 5, 'Gamma 333'),
];

export const exampleTicketMachines: readonly string[] = [
  'Alpha 550 #1',
  'Alpha 550 #2',
  'Gamma 333',
];

export const exampleTicketListQuery: TicketListQuery = {
  mine: false,
  status: null,
  machine: null,
  text: null,
  sort: 'created:desc',
  page: 1,
};

export const exampleTicketListPage: TicketListPage = {
  items: exampleTicketSummaries,
  total: 43,
  page: 1,
  pageSize: 20,
  machines: exampleTicketMachines,
};

const photo = {
  id: 'att-1',
  name: 'crimp-cross-section.jpg',
  mediaType: 'image/jpeg',
  sizeBytes: 2_400_000,
};
const video = {
  id: 'att-2',
  name: 'tool-change.mp4',
  mediaType: 'video/mp4',
  sizeBytes: 48_000_000,
};
const reply = { id: 'att-3', name: 'adjustment.png', mediaType: 'image/png', sizeBytes: 310_000 };

export const exampleTicket: Ticket = {
  ...summary(
    '4711',
    'Stripping blade wears quickly',
    'inProgress',
    '2026-03-11T08:00:00Z',
    1,
    'Alpha 550 #1',
  ),
  type: 'incident',
  description:
    'Since the last maintenance the stripping blade needs replacing every two days instead of every two weeks.',
  comments: [],
  closure: null,
  attachments: [photo, video],
  timeline: [
    {
      id: 'ev-1',
      kind: 'comment',
      author: 'Anna Customer',
      at: '2026-03-11T08:05:00Z',
      text: 'A video of the last tool change is attached.',
      status: null,
      attachments: [],
    },
    {
      id: 'ev-2',
      kind: 'statusChange',
      author: 'Service team',
      at: '2026-03-12T07:30:00Z',
      text: null,
      status: 'inProgress',
      attachments: [],
    },
    {
      id: 'ev-3',
      kind: 'reply',
      author: 'Marco Service',
      at: '2026-03-13T15:45:00Z',
      text: 'Please check the blade holder adjustment as in the picture.',
      status: null,
      attachments: [reply],
    },
  ],
};

export const exampleClosedTicket: Ticket = {
  ...exampleTicket,
  status: 'closed',
  closure: {
    reason: 'solvedByProvider',
    comment: 'The new holder fixed it, thank you.',
    closedOn: '2026-03-14T10:00:00Z',
  },
  timeline: [
    ...exampleTicket.timeline,
    {
      id: 'ev-4',
      kind: 'statusChange',
      author: 'Anna Customer',
      at: '2026-03-14T10:00:00Z',
      text: null,
      status: 'closed',
      attachments: [],
    },
  ],
};

/** One file in every state an upload can be in. */
export const exampleAttachmentItems: readonly AttachmentItem[] = [
  {
    key: 'a',
    name: 'blade.jpg',
    sizeBytes: 1_800_000,
    state: 'checking',
    progress: 0,
    message: null,
  },
  {
    key: 'b',
    name: 'line-video.mp4',
    sizeBytes: 62_000_000,
    state: 'uploading',
    progress: 0.42,
    message: null,
  },
  {
    key: 'c',
    name: 'holder.png',
    sizeBytes: 420_000,
    state: 'uploaded',
    progress: 1,
    message: null,
  },
  {
    key: 'd',
    name: 'feeder.mov',
    sizeBytes: 30_000_000,
    state: 'failed',
    progress: 0.3,
    message: null,
  },
  {
    key: 'e',
    name: 'manual.pdf',
    sizeBytes: 900_000,
    state: 'refused',
    progress: 0,
    message: 'Please choose an image or a video',
  },
];
