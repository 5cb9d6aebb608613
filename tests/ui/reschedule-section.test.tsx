// @vitest-environment jsdom
/**
 * Rescheduling a hospitality booking on the status page: the fee is shown before confirming (free, or 25% in R$
 * with the words why), the slots of the chosen date come from the server, confirming sends the slot chosen and
 * the moved order replaces the page's; a refusal is announced. The server calls are stand-ins (the component's
 * `actions`); the real ones are covered by the e2e and tests/server.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/reschedule.json';
import { RescheduleSection } from '@/src/features/orders/RescheduleSection';
import type { RescheduleActions } from '@/src/features/orders/reschedule-actions';
import { fixtureOrder } from './order-fixture';

afterEach(cleanup);

const BOOKED = '2026-11-24T10:00:00.000-03:00';
const order = fixtureOrder({ total: 200, operationWay: { type: 'booking', time: 'schedule', scheduledFor: BOOKED } });
const SLOTS = {
  '2026-11-24': [{ date: '2026-11-24', start: '10:00', end: '11:00', startsAt: BOOKED }, { date: '2026-11-24', start: '14:00', end: '15:00', startsAt: '2026-11-24T14:00:00.000-03:00' }],
  '2026-11-25': [{ date: '2026-11-25', start: '09:00', end: '10:00', startsAt: '2026-11-25T09:00:00.000-03:00' }],
} as Record<string, { date: string; start: string; end: string; startsAt: string }[]>;

function actions(fee: { fee: number; late: boolean }, move: RescheduleActions['move'] = async (at) => ({ order: fixtureOrder({ ...order, operationWay: { ...order.operationWay, scheduledFor: at } }), feePixCode: fee.late ? '000201PIXFEE' : null })) {
  return {
    slots: vi.fn(async (date: string | null) => ({ dates: Object.keys(SLOTS), slots: SLOTS[date ?? '2026-11-24'] })),
    fee: vi.fn(async () => ({ ...fee, workingHoursAhead: fee.late ? 10 : 40 })),
    move: vi.fn(move),
  };
}

async function renderSection(a: RescheduleActions, onMoved = vi.fn()) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'pt-BR', resources: { 'pt-BR': { reschedule: ptBR } }, defaultNS: 'reschedule', interpolation: { escapeValue: false } });
  render(<I18nextProvider i18n={i18n}><RescheduleSection order={order} actions={a} onMoved={onMoved} /></I18nextProvider>);
  fireEvent.click(screen.getByRole('button', { name: 'Escolher outra data' }));
  return onMoved;
}

describe('RescheduleSection', () => {
  it('shows the 25% fee in words and R$ before confirming, and moves to the slot chosen on another date', async () => {
    const a = actions({ fee: 50, late: true });
    const onMoved = await renderSection(a);
    expect((await screen.findByTestId('reschedule-fee')).textContent).toBe(
      'Faltam menos de 24 horas úteis para a reserva: remarcar custa 25% do total, R$ 50,00, cobrado na forma de pagamento do pedido.',
    );
    // The booked slot itself cannot be chosen; nothing is sent before a slot is.
    expect((await screen.findByTestId('reschedule-slot-10:00') as HTMLInputElement).disabled).toBe(true);
    const confirm = screen.getByRole('button', { name: 'Confirmar e pagar R$ 50,00' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Nova data'), { target: { value: '2026-11-25' } });
    await waitFor(() => expect(a.slots).toHaveBeenLastCalledWith('2026-11-25'));
    fireEvent.click(await screen.findByTestId('reschedule-slot-09:00'));
    fireEvent.click(confirm);
    await waitFor(() => expect(a.move).toHaveBeenCalledWith('2026-11-25T09:00:00.000-03:00'));
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(1));
    expect(onMoved.mock.calls[0][0].operationWay.scheduledFor).toBe('2026-11-25T09:00:00.000-03:00');
    expect(screen.getByTestId('reschedule-done').textContent).toBe('Reserva remarcada para 25/11/2026 09:00.');
    // The fee paid by PIX: its code to pay is shown.
    expect((screen.getByLabelText('Código PIX da taxa (copia e cola)') as HTMLTextAreaElement).value).toBe('000201PIXFEE');
  });

  it('says a move with enough notice is free', async () => {
    await renderSection(actions({ fee: 0, late: false }));
    expect((await screen.findByTestId('reschedule-fee')).textContent).toBe('Sem custo: faltam 24 horas úteis ou mais para a reserva.');
    expect(screen.getByRole('button', { name: 'Confirmar remarcação' })).toBeTruthy();
  });

  it('announces a refusal and keeps the booking', async () => {
    const onMoved = await renderSection(actions({ fee: 0, late: false }, async () => { throw new Error('Este horário não está mais disponível.'); }));
    fireEvent.click(await screen.findByTestId('reschedule-slot-14:00'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar remarcação' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Este horário não está mais disponível.');
    expect(onMoved).not.toHaveBeenCalled();
  });
});
