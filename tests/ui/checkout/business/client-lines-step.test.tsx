// @vitest-environment jsdom
/**
 * The clients' step of a booking for a company (issue 18, points 3 and 4): for whom; one structured line per client
 * with a label for every field; continuing checks every line and says each problem at its field (the first one
 * focused), losing nothing; another client's line is added and removed; a saved client's name is the sign's
 * default; a refusal of the server is shown at the field it named until that field changes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { ClientLinesStep } from '@/src/features/checkout/business/ClientLinesStep';
import { ACCOUNT, goodLine, line, renderWithState, SAVED } from './business-harness';
import type { BusinessCheckoutState } from '@/src/features/checkout/business/business-checkout-state';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
afterEach(cleanup);

const NOW = DateTime.fromISO('2026-11-23T12:00:00-03:00', { setZone: true });

async function show(initial: Partial<BusinessCheckoutState>, lng = 'pt-BR', accounts = [ACCOUNT]) {
  const onDone = vi.fn();
  const held = await renderWithState(
    initial,
    (state, update) => (
      <ClientLinesStep
        accounts={accounts}
        state={state}
        update={update}
        saved={SAVED}
        services={['Meet & assist desembarque']}
        itemIds={['aero-hospitalidade-02']}
        zone="America/Sao_Paulo"
        now={NOW}
        locale={lng as 'pt-BR'}
        formId="f"
        action={
          <button type="submit" form="f">
            continuar
          </button>
        }
        onDone={onDone}
      />
    ),
    lng,
  );
  return { onDone, ...held };
}

describe('the clients of a booking for a company', () => {
  it('names the company, its CNPJ and the contact from the account; every field has a label', async () => {
    await show({ lines: [line('a')] });
    expect(screen.getByTestId('business-contact').textContent).toBe(
      'Contato da reserva: Renata Moraes (reservas@viagenscorp.test), da sua conta. Documento: CNPJ 11.222.333/0001-81 da Viagens Corp.',
    );
    expect((screen.getByLabelText(/Para a empresa/) as HTMLInputElement).checked).toBe(true);
    for (const label of [
      'Cliente',
      /^Nome do cliente/,
      'E-mail do cliente',
      'Idioma do cliente',
      'Salvar cliente na empresa',
      'Chegada',
      'Partida',
      /^Número do voo/,
      /^Data/,
      /^Horário de pouso/,
      /^Pessoas/,
      /^Ponto de encontro/,
      'Texto da placa',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it('says every problem at its field, focuses the first, and keeps what was typed', async () => {
    const { onDone, current } = await show({ lines: [line('a', { flightNumber: '3040' })] });
    fireEvent.change(screen.getByLabelText(/^Nome do cliente/), { target: { value: 'Ana Souza' } });
    fireEvent.click(screen.getByText('continuar'));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/Confira \d+ campos destacados/);
    const flight = screen.getByLabelText(/^Número do voo/);
    expect(flight.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Informe o voo com a companhia e o número, como LA 3040.')).toBeTruthy();
    expect(screen.getByText('Informe o celular do cliente: é por ele que o agente o encontra.')).toBeTruthy();
    expect(screen.getByText('Informe a data.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('business-line-a-clientPhone'));
    expect(current().lines[0]).toMatchObject({ flightNumber: '3040', client: { name: 'Ana Souza' } });
  });

  it('goes on with complete lines, and refuses a time already past', async () => {
    const { onDone } = await show({ lines: [goodLine('a', 'c-helena', { date: '2026-11-23', time: '11:00' })] });
    fireEvent.click(screen.getByText('continuar'));
    expect(screen.getByText('Informe um horário que ainda não passou.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Horário de pouso/), { target: { value: '13:00' } });
    fireEvent.click(screen.getByText('continuar'));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("a saved client hides the new client's fields and is the sign's default", async () => {
    await show({ lines: [line('a')] });
    fireEvent.change(screen.getByLabelText('Cliente'), { target: { value: 'c-james' } });
    expect(screen.queryByLabelText(/^Nome do cliente/)).toBeNull();
    expect(screen.getByText('Em branco, a placa diz: James Whitmore')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Cliente 1 · James Whitmore' })).toBeTruthy();
  });

  it('adds another client with the same day and meeting point, and removes one', async () => {
    const { current } = await show({ lines: [goodLine('a')] });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar outro cliente' }));
    expect(current().lines).toHaveLength(2);
    expect(current().lines[1]).toMatchObject({
      clientId: null,
      date: '2026-11-24',
      meetingPoint: 'Saída do desembarque internacional',
      flightNumber: '',
    });
    const second = screen.getByRole('group', { name: 'Cliente 2' });
    expect(within(second).getByLabelText(/^Número do voo/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover cliente 1' }));
    expect(current().lines.map((l) => l.key)).toEqual([current().lines[0].key]);
    expect(current().lines[0].date).toBe('2026-11-24');
    expect(screen.queryByRole('button', { name: /Remover cliente/ })).toBeNull();
  });

  it('switching to departure swaps a suggested meeting point, not one the booker wrote', async () => {
    const { current } = await show({ lines: [line('a'), line('b', { meetingPoint: 'Portão 7, sala VIP' })] });
    fireEvent.click(screen.getAllByLabelText('Partida')[0]);
    fireEvent.click(screen.getAllByLabelText('Partida')[1]);
    expect(current().lines.map((l) => [l.direction, l.meetingPoint])).toEqual([
      ['DEPARTURE', 'Meio-fio do embarque (chegada de carro)'],
      ['DEPARTURE', 'Portão 7, sala VIP'],
    ]);
    expect(screen.getAllByLabelText(/^Horário do encontro/)).toHaveLength(2);
  });

  it("shows the server's refusal at the field it named, until that field changes", async () => {
    const { current } = await show({
      lines: [goodLine('a'), goodLine('b', 'c-james')],
      refusals: {
        'business.lines.1.flightNumber': { code: 'BUSINESS_FLIGHT_NUMBER_INVALID', message: 'server words' },
      },
    });
    const second = screen.getByRole('group', { name: 'Cliente 2 · James Whitmore' });
    const flight = within(second).getByLabelText(/^Número do voo/);
    expect(flight.getAttribute('aria-invalid')).toBe('true');
    expect(within(second).getByText('Informe o voo com a companhia e o número, como LA 3040.')).toBeTruthy();
    fireEvent.change(flight, { target: { value: 'BA 247' } });
    expect(current().refusals).toEqual({});
    expect(flight.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('offers the choice of company to someone in several, and reads it in English', async () => {
    const other = { ...ACCOUNT, _id: 'acc-2', tradeName: 'Rota Certa', cnpj: '12345678000195' };
    const { current } = await show({ lines: [goodLine('a')] }, 'en', [ACCOUNT, other]);
    const select = screen.getByLabelText('Company');
    fireEvent.change(select, { target: { value: 'acc-2' } });
    // Another company's saved clients are not this one's: the client is chosen again.
    expect(current()).toMatchObject({ accountId: 'acc-2', lines: [{ clientId: null }] });
    expect(screen.getByRole('button', { name: 'Add another client' })).toBeTruthy();
  });
});
