// @vitest-environment jsdom
/**
 * What a shopper sees of a booking that can no longer be moved (issue 15, point 3): from its start on, that a no-show
 * without notice pays the full amount, with the amount the server gave; once given, that the service was given. The
 * status page shows this instead of the move (moveClosedShown), in the shopper's language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/reschedule.json';
import en from '@/locales/en/reschedule.json';
import es from '@/locales/es/reschedule.json';
import { BookingMoveClosed, moveClosedShown } from '@/src/features/orders/BookingMoveClosed';
import type { BookingMoveView } from '@/src/features/orders/order-view';

afterEach(cleanup);

async function show(move: BookingMoveView, lng = 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { 'pt-BR': { reschedule: ptBR }, en: { reschedule: en }, es: { reschedule: es } },
    defaultNS: 'reschedule',
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <BookingMoveClosed move={move} />
    </I18nextProvider>,
  );
  return screen.getByTestId('booking-move-closed').textContent;
}

/** The move's window fields, beside the state each case is about. */
const WINDOW = {
  kind: 'HOSPITALITY',
  freeUntil: '2026-11-24T09:00:00.000-03:00',
  freeNow: false,
  movableNow: true,
  basis: 'NOTICE',
  lateFee: null,
} as const;
const started: BookingMoveView = { ...WINDOW, state: 'STARTED', noShowCharge: 290, pending: null };

describe('BookingMoveClosed', () => {
  it('after the start: no move, no cancel, and the full no-show charge', async () => {
    expect(await show(started)).toBe(
      'O horário desta reserva já começou: ela não pode mais ser remarcada nem cancelada. O não comparecimento sem aviso é cobrado integralmente: R$ 290,00.',
    );
  });

  it('in English and Spanish', async () => {
    expect(await show(started, 'en')).toMatch(/charged in full: R\$ 290,00\.$/);
    cleanup();
    expect(await show(started, 'es')).toMatch(/se cobra por completo: R\$ 290,00\.$/);
  });

  it('once the service was given', async () => {
    expect(await show({ ...WINDOW, state: 'SERVICE_GIVEN', noShowCharge: null, pending: null })).toBe(
      'O serviço desta reserva já foi prestado: ela não pode mais ser remarcada.',
    );
  });

  it('is shown for a started or given booking only', () => {
    expect(moveClosedShown(started)).toBe(true);
    expect(moveClosedShown({ ...WINDOW, state: 'SERVICE_GIVEN', noShowCharge: null, pending: null })).toBe(true);
    expect(moveClosedShown({ ...WINDOW, state: 'OPEN', noShowCharge: null, pending: null })).toBe(false);
    expect(moveClosedShown({ ...WINDOW, state: 'CLOSED', noShowCharge: null, pending: null })).toBe(false);
    expect(moveClosedShown(null)).toBe(false);
  });
});
