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
    "Tickets of the caller's organisation, newest first; ownOnly keeps the caller's own."
    tickets(ownOnly: Boolean = false): [Ticket!]!
    "Null when no ticket with that id is visible to the caller."
    ticket(id: ID!): Ticket
  }

  type Mutation {
    createTicket(input: TicketInput!): TicketPayload!
    commentTicket(id: ID!, text: String): TicketPayload!
    closeTicket(id: ID!, reason: String, comment: String): TicketPayload!
  }
`;
