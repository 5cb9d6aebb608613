// @vitest-environment jsdom
/**
 * The status page's "free until" line (issue 17, point 8) says what the server decided on its clock: free until a
 * time (the lounge: then no more moves; hospitality: then 25%, in R$), free while unpaid, or the lounge's deadline
 * passed; in each language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/reschedule.json';
import en from '@/locales/en/reschedule.json';
import es from '@/locales/es/reschedule.json';
import { FreeUntilLine } from '@/src/features/orders/FreeUntilLine';
import type { BookingMoveView } from '@/src/features/orders/order-view';

afterEach(cleanup);

const move = (over: Partial<BookingMoveView>): BookingMoveView => ({
  state: 'OPEN',
  kind: 'LOUNGE',
  freeUntil: '2026-11-29T10:00:00.000-03:00',
  freeNow: true,
  movableNow: true,
  basis: 'NOTICE',
  lateFee: null,
  noShowCharge: null,
  pending: null,
  ...over,
});

async function line(m: BookingMoveView, lng = 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { 'pt-BR': { reschedule: ptBR }, en: { reschedule: en }, es: { reschedule: es } },
    defaultNS: 'reschedule',
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <FreeUntilLine move={m} />
    </I18nextProvider>,
  );
  return screen.getByTestId('booking-free-until').textContent;
}

describe('FreeUntilLine', () => {
  it('a flight more than 90 minutes late: says so, free until the booked time, in each language', async () => {
    const late = move({ kind: 'HOSPITALITY', basis: 'FLIGHT_DELAYED', lateFee: 72.5 });
    expect(await line(late)).toBe('Seu voo atrasou mais de 90 minutos: remarque sem custo até o horário reservado.');
    cleanup();
    expect(await line(late, 'en')).toBe(
      'Your flight is more than 90 minutes late: reschedule for free until the booked time.',
    );
    cleanup();
    expect(await line(late, 'es')).toMatch(/^Tu vuelo se retrasó más de 90 minutos/);
  });

  it('the lounge: free until its time, then no more moves', async () => {
    expect(await line(move({}))).toBe(
      'Remarcação grátis até 29/11/2026 10:00. Depois disso, a visita não pode mais ser remarcada.',
    );
  });
  it('hospitality: free until its time, then 25% in R$', async () => {
    expect(await line(move({ kind: 'HOSPITALITY', lateFee: 72.5 }))).toBe(
      'Remarcação grátis até 29/11/2026 10:00. Depois, remarcar custa 25% do total (R$ 72,50).',
    );
  });
  it('unpaid: free, whatever the time', async () => {
    expect(await line(move({ basis: 'UNPAID' }))).toBe('Enquanto o pagamento não for feito, remarcar não custa nada.');
  });
  it('the lounge past its deadline: says it ended, in English and Spanish too', async () => {
    const late = move({ freeNow: false, movableNow: false, basis: 'LATE' });
    expect(await line(late)).toMatch(/^O prazo para remarcar esta visita terminou em 29\/11\/2026 10:00/);
    cleanup();
    expect(await line(late, 'en')).toMatch(/^The deadline to reschedule this visit ended on 11\/29\/2026 10:00/);
    cleanup();
    expect(await line(late, 'es')).toMatch(/^El plazo para reprogramar esta visita terminó el 29\/11\/2026 10:00/);
  });
  it('shows nothing for an order that does not move', async () => {
    render(<FreeUntilLine move={null} />);
    expect(screen.queryByTestId('booking-free-until')).toBeNull();
  });
});
