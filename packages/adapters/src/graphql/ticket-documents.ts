const summaryFields = /* GraphQL */ `
  fragment TicketSummaryFields on Ticket {
    id
    type
    subject
    machine
    serialNumber
    concern
    status
    contact {
      name
      email
    }
    createdOn
    replies
    location {
      id
      name
    }
    machineModel
    own
  }
`;

const detailFields = /* GraphQL */ `
  fragment TicketAttachmentFields on TicketAttachment {
    id
    name
    mediaType
    sizeBytes
  }

  fragment TicketDetailFields on Ticket {
    ...TicketSummaryFields
    description
    attachments {
      ...TicketAttachmentFields
    }
    timeline {
      id
      kind
      author
      at
      text
      status
      attachments {
        ...TicketAttachmentFields
      }
    }
    comments {
      id
      author
      fromProvider
      text
      createdOn
    }
    closure {
      reason
      comment
      closedOn
    }
  }
  ${summaryFields}
`;

const payloadFields = /* GraphQL */ `
  fragment TicketPayloadFields on TicketPayload {
    outcome
    problems {
      field
      message
    }
    ticket {
      ...TicketDetailFields
    }
  }
  ${detailFields}
`;

export const ticketLocationsQuery = /* GraphQL */ `
  query ticketLocationsQuery {
    ticketLocations {
      id
      name
    }
  }
`;

export const ticketListQuery = /* GraphQL */ `
  query ticketListQuery(
    $ownOnly: Boolean!
    $status: TicketStatus
    $machine: String
    $text: String
    $sort: String!
    $page: Int!
    $pageSize: Int!
  ) {
    tickets(
      ownOnly: $ownOnly
      status: $status
      machine: $machine
      text: $text
      sort: $sort
      page: $page
      pageSize: $pageSize
    ) {
      items {
        ...TicketSummaryFields
      }
      total
      page
      pageSize
      machines
    }
  }
  ${summaryFields}
`;

export const ticketDetailQuery = /* GraphQL */ `
  query ticketDetailQuery($id: ID!) {
    ticket(id: $id) {
      ...TicketDetailFields
    }
  }
  ${detailFields}
`;

export const createTicketMutation = /* GraphQL */ `
  mutation createTicketMutation($input: TicketInput!, $attachmentIds: [ID!]) {
    createTicket(input: $input, attachmentIds: $attachmentIds) {
      ...TicketPayloadFields
    }
  }
  ${payloadFields}
`;

export const commentTicketMutation = /* GraphQL */ `
  mutation commentTicketMutation($id: ID!, $text: String, $attachmentIds: [ID!]) {
    commentTicket(id: $id, text: $text, attachmentIds: $attachmentIds) {
      ...TicketPayloadFields
    }
  }
  ${payloadFields}
`;

export const closeTicketMutation = /* GraphQL */ `
  mutation closeTicketMutation($id: ID!, $reason: String, $comment: String) {
    closeTicket(id: $id, reason: $reason, comment: $comment) {
      ...TicketPayloadFields
    }
  }
  ${payloadFields}
`;
