/** Traveller-facing text of the flight lookup's refusals, in the three languages. */
import type { FlightLookupCode } from '../flights/flight-lookup';
import type { Locale } from './localize';

const MESSAGES: Record<Locale, Record<FlightLookupCode, string>> = {
  'pt-BR': {
    FLIGHT_NUMBER_INVALID: 'Confira o número do voo: duas letras da companhia e até quatro números, como LA 3412.',
    FLIGHT_NOT_FOUND:
      'Não encontramos esse voo partindo daqui hoje. Confira o número ou informe o horário de embarque e o terminal.',
    FLIGHT_LOOKUP_UNAVAILABLE:
      'A consulta de voos não está disponível agora. Informe o horário de embarque e o terminal do seu cartão de embarque.',
  },
  en: {
    FLIGHT_NUMBER_INVALID: 'Check the flight number: the airline’s two letters and up to four digits, such as LA 3412.',
    FLIGHT_NOT_FOUND:
      'We could not find that flight leaving from here today. Check the number, or enter the boarding time and terminal.',
    FLIGHT_LOOKUP_UNAVAILABLE:
      'Flight lookup is not available right now. Enter the boarding time and terminal from your boarding pass.',
  },
  es: {
    FLIGHT_NUMBER_INVALID:
      'Revisa el número de vuelo: las dos letras de la aerolínea y hasta cuatro números, como LA 3412.',
    FLIGHT_NOT_FOUND:
      'No encontramos ese vuelo saliendo de aquí hoy. Revisa el número o indica la hora de embarque y la terminal.',
    FLIGHT_LOOKUP_UNAVAILABLE:
      'La consulta de vuelos no está disponible ahora. Indica la hora de embarque y la terminal de tu tarjeta de embarque.',
  },
};

export const flightMessage = (code: FlightLookupCode, locale: Locale): string => MESSAGES[locale][code];
