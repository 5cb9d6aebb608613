// @vitest-environment jsdom
/**
 * What a store card, the store page and the cart say about a traveller's flight (src/features/flight): the stores
 * judged against it at the clock, those that deliver in time first, and each verdict's words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import flightEn from '@/locales/en/flight.json';
import flightPtBR from '@/locales/pt-BR/flight.json';
import { GateArrivalLine } from '@/src/features/flight/GateArrivalLine';
import { judgeStore, rankStores, type GateView } from '@/src/features/flight/gate-judgement';
import type { StoreGateTimingView } from '@/src/features/flight/flight-types';
import type { FlightContext } from '@/src/domain/flights/flight-context';

afterEach(cleanup);

const NOON = Date.parse('2026-11-23T12:00:00.000-03:00');
const timing = (deliveryMinutes: number, extra: Partial<StoreGateTimingView> = {}): StoreGateTimingView => ({
  preparationMinutes: 10,
  marginMinutes: 20,
  deliversNow: true,
  pickUpNow: true,
  timezone: 'America/Sao_Paulo',
  now: '2026-11-23T12:00:00.000-03:00',
  terminals: [{ name: 'Terminal 2', deliveryMinutes, walkingMinutes: 4 }],
  ...extra,
});
const FLIGHT: FlightContext = {
  boardingTime: '12:40',
  terminal: 'Terminal 2',
  gate: '',
  flightNumber: '',
  savedAt: NOON,
};

describe('stores against the flight', () => {
  it('in time first (soonest first), then a pick-up, then late, then closed; no gate delivery keeps its place', () => {
    const stores = [
      { _id: 'closed', gateTiming: timing(5, { deliversNow: false, pickUpNow: false }) },
      {
        _id: 'late',
        gateTiming: timing(40, { terminals: [{ name: 'Terminal 2', deliveryMinutes: 40, walkingMinutes: null }] }),
      },
      { _id: 'pickup', gateTiming: timing(25) },
      { _id: 'at-12:18', gateTiming: timing(18) },
      { _id: 'at-12:12', gateTiming: timing(12) },
    ];
    const ranked = rankStores(stores, FLIGHT, NOON);
    expect(ranked.map((r) => [r.store._id, r.verdict?.kind])).toEqual([
      ['at-12:12', 'DELIVERY'],
      ['at-12:18', 'DELIVERY'],
      ['pickup', 'PICK_UP'],
      ['late', 'TOO_LATE'],
      ['closed', 'UNAVAILABLE'],
    ]);
    expect(judgeStore(timing(20), FLIGHT, NOON)).toEqual({
      kind: 'DELIVERY',
      arrivesAt: '12:20',
      deadline: '12:20',
      boarding: '12:40',
    });
  });
});

async function line(verdict: GateView, lng = 'pt-BR', mine = false) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: { 'pt-BR': { flight: flightPtBR }, en: { flight: flightEn } },
    defaultNS: 'flight',
  });
  render(
    <I18nextProvider i18n={instance}>
      <GateArrivalLine verdict={verdict} terminal="Terminal 2" mine={mine} />
    </I18nextProvider>,
  );
  return screen.getByTestId('store-gate-arrival');
}

describe('each verdict in words', () => {
  it.each([
    [{ kind: 'DELIVERY', arrivesAt: '12:12', deadline: '12:20', boarding: '12:40' }, false, 'Chega ao portão às 12:12'],
    [
      { kind: 'DELIVERY', arrivesAt: '12:12', deadline: '12:20', boarding: '12:40' },
      true,
      'Chega ao seu portão às 12:12',
    ],
    [
      { kind: 'PICK_UP', readyAt: '12:10', atGateAt: '12:14', walkingMinutes: 4, deadline: '12:20', boarding: '12:40' },
      false,
      'Entrega não chega a tempo · retire no balcão às 12:10 (4 min a pé)',
    ],
    [
      { kind: 'TOO_LATE', arrivesAt: '12:30', deadline: '12:20', boarding: '12:40' },
      false,
      'Não chega a tempo para o seu embarque',
    ],
    [{ kind: 'UNAVAILABLE', reason: 'CLOSED' }, false, 'Não atende agora'],
    [{ kind: 'UNAVAILABLE', reason: 'TERMINAL' }, false, 'Não entrega no Terminal 2'],
  ] as [GateView, boolean, string][])('%o', async (verdict, mine, text) => {
    const shown = await line(verdict, 'pt-BR', mine);
    expect(shown.textContent).toBe(text);
    expect(shown.getAttribute('data-gate-verdict')).toBe(verdict.kind);
  });

  it('in English', async () => {
    expect(
      (await line({ kind: 'DELIVERY', arrivesAt: '12:12', deadline: '12:20', boarding: '12:40' }, 'en')).textContent,
    ).toBe('Reaches the gate at 12:12');
  });
});
