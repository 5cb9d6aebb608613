/**
 * The flight question's browser operation (not a page's: it runs when the traveller asks, so the document keeps its
 * whole text in the browser; scripts/gql-names-loader.cjs reduces only *.query.ts files). Imported on first use.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface FlightStatusAnswer {
  flightNumber: string;
  terminal: string | null;
  gate: string | null;
  boardingTime: string;
  boardingTimeLocal: string;
  destination: string | null;
}

export const FLIGHT_STATUS_QUERY: TypedDocumentNode<
  { flightStatus: FlightStatusAnswer },
  { company: string; flightNumber: string }
> = gql`
  query FlightStatus($company: String!, $flightNumber: String!) {
    flightStatus(filter: { company: $company, flightNumber: $flightNumber }) {
      flightNumber
      terminal
      gate
      boardingTime
      boardingTimeLocal
      destination
    }
  }
`;
