/**
 * Flights and gate-delivery times over GraphQL (docs/interfaces.md "Flights and gate times"): the flight-status
 * lookup, the company's gate-delivery setting and each catalogue's minutes to the gates, which the storefront judges
 * a traveller's flight against (src/domain/flights/gate-arrival.ts). The quote enforces the same figures.
 */
export const flightTypeDefs = /* GraphQL */ `
  input FlightStatusFilter {
    "On the bare root host, the company; a company's own host must agree."
    company: String
    "As typed (\\"la 3412\\", \\"G3-1540\\"): the airline's two-character code and one to four digits."
    flightNumber: String!
  }

  "A flight's next departure from the airport, as the flight-status provider knows it."
  type FlightStatus {
    flightNumber: String!
    "As the airport's coverage names it (\\"Terminal 2\\"); null while the provider does not know."
    terminal: String
    gate: String
    "ISO timestamp: when boarding starts."
    boardingTime: String!
    "The boarding time as 'HH:MM' in the airport's zone."
    boardingTimeLocal: String!
    departureTime: String!
    destination: String
  }

  extend type Query {
    "Refused with FLIGHT_NUMBER_INVALID, FLIGHT_NOT_FOUND or FLIGHT_LOOKUP_UNAVAILABLE (none configured, or busy): the traveller then types the boarding time and terminal."
    flightStatus(filter: FlightStatusFilter!): FlightStatus!
  }

  "A company that delivers food to boarding gates: what the flight question offers."
  type CompanyGateDelivery {
    "Minutes before boarding by which the food must be at the gate."
    marginMinutes: Int!
    "The terminals its stores deliver to, as their coverage names them."
    terminals: [String!]!
    "Whether flightStatus can answer here."
    flightLookup: Boolean!
    "The slug of the delivery service whose stores deliver to the gates (its page lists them)."
    serviceSlug: String
    timezone: String!
    "The server's clock (ISO) when this was read: a browser whose clock differs counts from it."
    now: String!
  }

  extend type Company {
    "Null for a company whose stores deliver to no gate."
    gateDelivery: CompanyGateDelivery
  }

  "A store's minutes to each terminal's gates at the server's clock."
  type GateTiming {
    "Minutes from the order to the food ready at the counter."
    preparationMinutes: Int!
    marginMinutes: Int!
    "The store takes a delivery now."
    deliversNow: Boolean!
    "The store takes a pick-up at its counter now."
    pickUpNow: Boolean!
    terminals: [GateTerminalTiming!]!
    timezone: String!
    now: String!
  }
  type GateTerminalTiming {
    name: String!
    "Minutes from ordering now to this terminal's gates: preparation plus the run."
    deliveryMinutes: Int!
    "Minutes on foot from the counter to this terminal's gates; null when the store does not say."
    walkingMinutes: Int
  }

  extend type Catalog {
    "Null for a catalogue that does not deliver to gates."
    gateTiming: GateTiming
  }
`;
