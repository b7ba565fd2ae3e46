export const ticketingTypeDefs = /* GraphQL */ `
  enum TicketType {
    incident
    serviceRequest
    spareParts
    question
  }

  enum TicketStatus {
    open
    inProgress
    awaitingCustomer
    closed
  }

  enum TicketClosureReason {
    solvedByProvider
    solvedWithoutProvider
    noLongerRelevant
  }

  "A location is an account of the caller's organisation."
  type TicketLocation {
    id: ID!
    name: String!
  }

  type TicketContact {
    name: String!
    email: String
  }

  "A picture or video attached to a ticket or a comment; its bytes at GET /attachments/{id}."
  type TicketAttachment {
    id: ID!
    name: String!
    "As the bytes say."
    mediaType: String!
    sizeBytes: Int!
  }

  enum TicketEventKind {
    "The customer's own words."
    comment
    "An answer of the support."
    reply
    statusChange
  }

  type TicketEvent {
    id: ID!
    kind: TicketEventKind!
    author: String!
    at: String!
    "The comment's or reply's text; null for a status change."
    text: String
    "The new status of a status change; null otherwise."
    status: TicketStatus
    attachments: [TicketAttachment!]!
  }

  type TicketComment {
    id: ID!
    author: String!
    "An answer of the support, not the customer's own words."
    fromProvider: Boolean!
    text: String!
    createdOn: String!
  }

  type TicketClosure {
    reason: TicketClosureReason!
    comment: String
    closedOn: String!
  }

  type Ticket {
    id: ID!
    type: TicketType!
    subject: String!
    machine: String
    serialNumber: String
    "The machine concerned."
    concern: String!
    status: TicketStatus!
    contact: TicketContact!
    createdOn: String!
    "How many answers the support has given."
    replies: Int!
    comments: [TicketComment!]!
    description: String!
    location: TicketLocation!
    machineModel: String
    "Whether the caller opened this ticket."
    own: Boolean!
    closure: TicketClosure
    "The files attached when the ticket was opened."
    attachments: [TicketAttachment!]!
    "Comments, replies and status changes, oldest first."
    timeline: [TicketEvent!]!
  }

  type TicketPage {
    items: [Ticket!]!
    "Tickets matching the filters, on every page."
    total: Int!
    page: Int!
    pageSize: Int!
    "The machine names of the caller's tickets (own ones with ownOnly), for the machine filter."
    machines: [String!]!
  }

  "Form fields are plain strings, so a bad value gets the form's message, not a GraphQL type error."
  input TicketInput {
    location: String
    type: String
    concern: String
    machine: String
    serialNumber: String
    subject: String
    description: String
  }

  type FieldProblem {
    field: String!
    message: String!
  }

  enum TicketOutcome {
    saved
    invalid
    notFound
  }

  type TicketPayload {
    outcome: TicketOutcome!
    "The ticket as it is now, when saved."
    ticket: Ticket
    "What to correct, when invalid."
    problems: [FieldProblem!]!
  }

  type Query {
    "Where the caller may open a ticket."
    ticketLocations: [TicketLocation!]!
    """
    One page of the tickets of the caller's organisation. ownOnly keeps the caller's own; status,
    machine (a name, whole, any case) and text (in id, subject, machine, serial number,
    description) filter; sort is one of created:desc (the default), created:asc, subject:asc,
    subject:desc, status:asc, status:desc; pageSize at most 100.
    """
    tickets(
      ownOnly: Boolean = false
      status: TicketStatus
      machine: String
      text: String
      sort: String = "created:desc"
      page: Int = 1
      pageSize: Int = 20
    ): TicketPage!
    "Null when no ticket with that id is visible to the caller."
    ticket(id: ID!): Ticket
  }

  type Mutation {
    "attachmentIds: the caller's own pending uploads (POST /attachments) to link."
    createTicket(input: TicketInput!, attachmentIds: [ID!] = []): TicketPayload!
    commentTicket(id: ID!, text: String, attachmentIds: [ID!] = []): TicketPayload!
    closeTicket(id: ID!, reason: String, comment: String): TicketPayload!
  }
`;
