// @vitest-environment jsdom
/**
 * The flight question (issue 17, point 1): asked once and kept for the visit in the browser's storage; each missing
 * or wrong entry named where it is typed; a flight number looked up through the flight-status query (the browser's
 * Apollo client stood in: the server is not part of this test) fills the rest; once answered it folds into one line
 * with "Alterar". next/router is a stub.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import flightPtBR from '@/locales/pt-BR/flight.json';
import { flightStorageKey, readFlight, saveFlight } from '@/src/client/flight/flight-store';
import { FlightPrompt } from '@/src/features/flight/FlightPrompt';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
const query = vi.fn();
vi.mock('@/src/client/browser-apollo', () => ({ browserApolloClient: () => ({ query }) }));

const TERMINALS = ['Terminal 1', 'Terminal 2', 'Terminal 3'];

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  query.mockReset();
});

async function renderPrompt(props: Partial<Parameters<typeof FlightPrompt>[0]> = {}, open = true) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'pt-BR',
    resources: { 'pt-BR': { flight: flightPtBR } },
    defaultNS: 'flight',
  });
  render(
    <I18nextProvider i18n={instance}>
      <FlightPrompt company="aeroporto" terminals={TERMINALS} flightLookup {...props} />
    </I18nextProvider>,
  );
  if (open) await openForm();
}

/** Opens the form (its code loads on first use) and waits for it. */
async function openForm() {
  fireEvent.click(screen.getByTestId('flight-edit'));
  await screen.findByTestId('flight-save');
}

describe('the flight question', () => {
  it('asks the question with a heading and a button that opens the form', async () => {
    await renderPrompt({}, false);
    expect(screen.getByRole('heading').textContent).toBe('Quando você embarca?');
    expect(screen.getByTestId('flight-edit').textContent).toBe('Informar meu embarque');
    await openForm();
    expect(document.activeElement).toBe(screen.getByTestId('flight-number'));
  });

  it('names what is missing where it is typed, and keeps nothing until it is right', async () => {
    await renderPrompt();
    fireEvent.click(screen.getByTestId('flight-save'));
    expect(screen.getByText('Informe o horário de embarque, como 14:40.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Escolha o terminal do seu embarque.');
    expect(window.localStorage.getItem(flightStorageKey('aeroporto'))).toBeNull();
  });

  it('keeps the boarding time and terminal for the visit and folds into one line that can be changed', async () => {
    await renderPrompt();
    fireEvent.change(screen.getByTestId('flight-boarding'), { target: { value: '14:40' } });
    fireEvent.click(screen.getByTestId('flight-terminal-Terminal 2'));
    fireEvent.change(screen.getByTestId('flight-gate'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('flight-save'));
    expect(screen.getByTestId('flight-summary').textContent).toBe('Embarque às 14:40 · Terminal 2 · portão 12');
    expect(readFlight('aeroporto')).toMatchObject({ boardingTime: '14:40', terminal: 'Terminal 2', gate: '12' });

    await openForm();
    expect((screen.getByTestId('flight-boarding') as HTMLInputElement).value).toBe('14:40');
    fireEvent.click(screen.getByTestId('flight-terminal-Terminal 3'));
    fireEvent.click(screen.getByTestId('flight-save'));
    expect(screen.getByTestId('flight-summary').textContent).toBe('Embarque às 14:40 · Terminal 3 · portão 12');
  });

  it('follows a flight saved elsewhere (another page or tab of the visit)', async () => {
    await renderPrompt({}, false);
    act(() => {
      saveFlight('aeroporto', { boardingTime: '09:05', terminal: 'Terminal 1', gate: '', flightNumber: 'ad 2750' });
    });
    expect(screen.getByTestId('flight-summary').textContent).toBe('Embarque às 09:05 · Terminal 1 · voo AD2750');
  });

  it('looks a flight number up and keeps what the airline says: time, terminal and gate', async () => {
    query.mockResolvedValue({
      data: {
        flightStatus: {
          flightNumber: 'G31540',
          terminal: 'Terminal 2',
          gate: '205',
          boardingTime: '2026-11-23T12:40:00.000-03:00',
          boardingTimeLocal: '12:40',
          destination: 'Rio de Janeiro (SDU)',
        },
      },
    });
    await renderPrompt();
    fireEvent.change(screen.getByTestId('flight-number'), { target: { value: 'g3 1540' } });
    fireEvent.click(screen.getByTestId('flight-lookup'));
    await waitFor(() =>
      expect(screen.getByTestId('flight-summary').textContent).toBe(
        'Embarque às 12:40 · Terminal 2 · portão 205 · voo G31540',
      ),
    );
    expect(query.mock.calls[0]![0].variables).toEqual({ company: 'aeroporto', flightNumber: 'G31540' });
  });

  it('asks for the terminal when the airline has not given it yet', async () => {
    query.mockResolvedValue({
      data: {
        flightStatus: {
          flightNumber: 'LA8084',
          terminal: null,
          gate: null,
          boardingTime: '2026-11-23T14:00:00.000-03:00',
          boardingTimeLocal: '14:00',
          destination: null,
        },
      },
    });
    await renderPrompt();
    fireEvent.change(screen.getByTestId('flight-number'), { target: { value: 'LA8084' } });
    fireEvent.click(screen.getByTestId('flight-lookup'));
    await waitFor(() => expect(screen.getByText(/mas o terminal ainda não saiu/)).toBeTruthy());
    expect((screen.getByTestId('flight-boarding') as HTMLInputElement).value).toBe('14:00');
    expect(readFlight('aeroporto')).toBeNull();
  });

  it('shows the server’s refusal under the flight number, and refuses a malformed one without asking', async () => {
    query.mockRejectedValue({ errors: [{ message: 'Não encontramos esse voo partindo daqui hoje.' }] });
    await renderPrompt();
    fireEvent.change(screen.getByTestId('flight-number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('flight-lookup'));
    expect(screen.getByTestId('flight-number-error').textContent).toMatch(/Confira o número do voo/);
    expect(query).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('flight-number'), { target: { value: 'ZZ9999' } });
    fireEvent.click(screen.getByTestId('flight-lookup'));
    await waitFor(() =>
      expect(screen.getByTestId('flight-number-error').textContent).toBe(
        'Não encontramos esse voo partindo daqui hoje.',
      ),
    );
  });

  it('offers no lookup where no provider answers, and folds into a question on the store page (compact)', async () => {
    await renderPrompt({ flightLookup: false, compact: true }, false);
    expect(screen.queryByTestId('flight-number')).toBeNull();
    expect(screen.getByText('Quando você embarca? Veja se chega a tempo')).toBeTruthy();
    await openForm();
    expect(screen.queryByTestId('flight-number')).toBeNull();
    expect(screen.getByTestId('flight-boarding')).toBeTruthy();
  });
});
