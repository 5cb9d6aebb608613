/**
 * The mails of an order that followed its flight (src/server/flights/flight-follow.ts), in the shopper's language:
 * a new gate, terminal or boarding time the order now goes to; or a delay of more than 90 minutes that lets a
 * booking move for free (SPEC §8). The subject names the change ("seu portão mudou para B12").
 */
import { DateTime } from 'luxon';
import type { Locale } from '../../../domain/locale';
import type { OrderMailInput } from './order-mail';
import { render, type RenderedMail } from './render';

export interface FlightMailChange {
  field: 'GATE' | 'TERMINAL' | 'BOARDING';
  /** Boarding as ISO timestamps; gate and terminal as written. */
  from: string;
  to: string;
}

export interface FlightChangeMailInput extends OrderMailInput {
  flightNumber: string;
  changes: ReadonlyArray<FlightMailChange>;
  /** The catalogue's zone, to write boarding times in. */
  timeZone: string;
}

export interface FlightDelayMailInput extends OrderMailInput {
  flightNumber: string;
  delayMinutes: number;
}

const WORDS = {
  'pt-BR': {
    subject: {
      GATE: (n: string, to: string) => `Pedido ${n}: seu portão mudou para ${to}`,
      TERMINAL: (n: string, to: string) => `Pedido ${n}: seu terminal mudou para ${to}`,
      BOARDING: (n: string, to: string) => `Pedido ${n}: o embarque mudou para ${to}`,
    },
    intro: (flight: string, store: string) => `Seu voo ${flight} mudou, e seu pedido em ${store} acompanha a mudança:`,
    field: { GATE: 'Portão', TERMINAL: 'Terminal', BOARDING: 'Embarque' },
    after: 'Vamos entregar no novo portão e no novo horário. Se algo não estiver certo, fale com o estabelecimento.',
    delaySubject: (n: string, flight: string) => `Pedido ${n}: seu voo ${flight} atrasou — remarque sem custo`,
    delayIntro: (flight: string, delay: string, store: string) =>
      `Seu voo ${flight} está ${delay} atrasado. Por isso, sua reserva em ${store} pode ser remarcada sem custo até o horário reservado.`,
    hours: (h: number, m: number) => (m ? `${h} h ${m} min` : `${h} h`),
    follow: 'Acompanhar o pedido',
  },
  en: {
    subject: {
      GATE: (n: string, to: string) => `Order ${n}: your gate changed to ${to}`,
      TERMINAL: (n: string, to: string) => `Order ${n}: your terminal changed to ${to}`,
      BOARDING: (n: string, to: string) => `Order ${n}: boarding now at ${to}`,
    },
    intro: (flight: string, store: string) => `Your flight ${flight} changed, and your order at ${store} follows it:`,
    field: { GATE: 'Gate', TERMINAL: 'Terminal', BOARDING: 'Boarding' },
    after: 'We will deliver to the new gate at the new time. If anything looks wrong, contact the store.',
    delaySubject: (n: string, flight: string) => `Order ${n}: your flight ${flight} is delayed — reschedule for free`,
    delayIntro: (flight: string, delay: string, store: string) =>
      `Your flight ${flight} is ${delay} late. Because of that, your booking at ${store} can be rescheduled for free until its booked time.`,
    hours: (h: number, m: number) => (m ? `${h} h ${m} min` : `${h} h`),
    follow: 'Follow the order',
  },
  es: {
    subject: {
      GATE: (n: string, to: string) => `Pedido ${n}: tu puerta cambió a ${to}`,
      TERMINAL: (n: string, to: string) => `Pedido ${n}: tu terminal cambió a ${to}`,
      BOARDING: (n: string, to: string) => `Pedido ${n}: el embarque cambió a las ${to}`,
    },
    intro: (flight: string, store: string) => `Tu vuelo ${flight} cambió, y tu pedido en ${store} sigue el cambio:`,
    field: { GATE: 'Puerta', TERMINAL: 'Terminal', BOARDING: 'Embarque' },
    after: 'Entregaremos en la nueva puerta y a la nueva hora. Si algo no está bien, habla con el establecimiento.',
    delaySubject: (n: string, flight: string) => `Pedido ${n}: tu vuelo ${flight} se retrasó — reprograma sin costo`,
    delayIntro: (flight: string, delay: string, store: string) =>
      `Tu vuelo ${flight} tiene ${delay} de retraso. Por eso, tu reserva en ${store} se puede reprogramar sin costo hasta la hora reservada.`,
    hours: (h: number, m: number) => (m ? `${h} h ${m} min` : `${h} h`),
    follow: 'Seguir el pedido',
  },
} satisfies Record<Locale, unknown>;

/** The order the subject picks its change in: where the food goes matters most. */
const SUBJECT_ORDER = ['GATE', 'TERMINAL', 'BOARDING'] as const;

export function flightChangeMail(locale: Locale, input: FlightChangeMailInput): RenderedMail {
  const w = WORDS[locale];
  const show = (change: FlightMailChange, value: string) =>
    change.field === 'BOARDING' ? DateTime.fromISO(value).setZone(input.timeZone).toFormat('HH:mm') : value;
  const main = SUBJECT_ORDER.map((field) => input.changes.find((c) => c.field === field)).find((c) => !!c);
  const subject = main
    ? w.subject[main.field](input.number, show(main, main.to))
    : w.subject.GATE(input.number, input.flightNumber);
  return render(subject, [
    w.intro(input.flightNumber, input.storeName),
    { code: input.number },
    ...input.changes.map((c) => `${w.field[c.field]}: ${show(c, c.from)} → ${show(c, c.to)}`),
    w.after,
    { link: input.statusLink, label: w.follow },
  ]);
}

export function flightDelayMail(locale: Locale, input: FlightDelayMailInput): RenderedMail {
  const w = WORDS[locale];
  const delay = w.hours(Math.floor(input.delayMinutes / 60), input.delayMinutes % 60);
  return render(w.delaySubject(input.number, input.flightNumber), [
    w.delayIntro(input.flightNumber, delay, input.storeName),
    { code: input.number },
    { link: input.statusLink, label: w.follow },
  ]);
}
