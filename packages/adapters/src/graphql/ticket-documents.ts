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
  fragment TicketDetailFields on Ticket {
    ...TicketSummaryFields
    description
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
  query ticketListQuery($ownOnly: Boolean!) {
    tickets(ownOnly: $ownOnly) {
      ...TicketSummaryFields
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
  mutation createTicketMutation($input: TicketInput!) {
    createTicket(input: $input) {
      ...TicketPayloadFields
    }
  }
  ${payloadFields}
`;

export const commentTicketMutation = /* GraphQL */ `
  mutation commentTicketMutation($id: ID!, $text: String) {
    commentTicket(id: $id, text: $text) {
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
