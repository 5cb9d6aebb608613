// @vitest-environment jsdom
/**
 * A departure's flight, linked to the flight-status adapter (issue 18, point 3): a flight it knows is told under the
 * flight number with its departure in the airport's zone, destination, terminal and gate; an unknown one (the
 * adapter's refusal) shows nothing and leaves the booker to type the time. The server is Apollo's MockLink.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { I18nextProvider } from 'react-i18next';
import { ClientApolloProvider } from '@/src/client/client-query';
import { CheckoutFlightDocument } from '@/src/features/checkout/business/checkout-flight.generated';
import { FlightNote } from '@/src/features/checkout/business/FlightNote';
import { texts } from './business-harness';

afterEach(cleanup);

const MOCKS = [
  {
    request: { query: CheckoutFlightDocument, variables: { flightNumber: 'LA8084' } },
    result: {
      data: {
        flightStatus: {
          __typename: 'FlightStatus',
          flightNumber: 'LA8084',
          terminal: 'Terminal 3',
          gate: '309',
          departureTime: '2026-11-24T21:40:00.000Z',
          destination: 'Londres (LHR)',
        },
      },
    },
  },
  {
    request: { query: CheckoutFlightDocument, variables: { flightNumber: 'XX1' } },
    result: { errors: [new GraphQLError('not found', { extensions: { code: 'FLIGHT_NOT_FOUND' } })] },
  },
];

async function show(flightNumber: string, lng = 'pt-BR') {
  const client = new ApolloClient({ link: new MockLink(MOCKS), cache: new InMemoryCache() });
  render(
    <I18nextProvider i18n={await texts(lng)}>
      <ClientApolloProvider client={client}>
        <FlightNote flightNumber={flightNumber} zone="America/Sao_Paulo" id="note" />
        <p>fim</p>
      </ClientApolloProvider>
    </I18nextProvider>,
  );
}

describe('a departure linked to its flight', () => {
  it('tells a known flight with its departure in the airport’s zone', async () => {
    await show('LA8084');
    expect((await screen.findByTestId('business-flight-note')).textContent).toBe(
      'Voo LA8084 para Londres (LHR): partida 24/11 18:40 · Terminal 3, portão 309',
    );
  });

  it('in Spanish too', async () => {
    await show('LA8084', 'es');
    expect((await screen.findByTestId('business-flight-note')).textContent).toBe(
      'Vuelo LA8084 a Londres (LHR): sale 24/11 18:40 · Terminal 3, puerta 309',
    );
  });

  it('shows nothing for a flight the adapter does not know', async () => {
    await show('XX1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('business-flight-note')).toBeNull();
    expect(screen.getByText('fim')).toBeTruthy();
  });
});
