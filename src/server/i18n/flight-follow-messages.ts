/** The buyer-facing refusals of linking a booking to its flight (`followOrderFlight`), in the three languages. */
import type { Locale } from './localize';

export type FlightFollowRefusal = 'FLIGHT_FOLLOW_NOT_ALLOWED' | 'FLIGHT_NOT_FOUND';

const MESSAGES: Record<Locale, Record<FlightFollowRefusal, string>> = {
  'pt-BR': {
    FLIGHT_FOLLOW_NOT_ALLOWED:
      'Só uma reserva com data e horário, ainda não usada nem cancelada, pode acompanhar um voo.',
    FLIGHT_NOT_FOUND: 'Não encontramos esse voo no dia da sua reserva. Confira o número no seu cartão de embarque.',
  },
  en: {
    FLIGHT_FOLLOW_NOT_ALLOWED: 'Only a booking with a date and time, not yet used or cancelled, can follow a flight.',
    FLIGHT_NOT_FOUND:
      'We could not find that flight on the day of your booking. Check the number on your boarding pass.',
  },
  es: {
    FLIGHT_FOLLOW_NOT_ALLOWED: 'Solo una reserva con fecha y hora, aún no usada ni cancelada, puede seguir un vuelo.',
    FLIGHT_NOT_FOUND: 'No encontramos ese vuelo en el día de tu reserva. Revisa el número en tu tarjeta de embarque.',
  },
};

export const flightFollowMessage = (code: FlightFollowRefusal, locale: Locale): string => MESSAGES[locale][code];
