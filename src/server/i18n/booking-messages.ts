/**
 * Shopper-facing texts of createOrder's refusals about how and what a service order books (the way and time, the
 * guest a company books for, one package per order), in the three languages.
 */
import type { Locale } from './localize';

export type BookingMessageCode =
  'OPERATION_WAY_REQUIRED' | 'RECEIVED_GUEST_REQUIRED' | 'SINGLE_ITEM_PER_ORDER' | 'SINGLE_VISIT_PER_ORDER';

const MESSAGES: Record<Locale, Record<BookingMessageCode, string>> = {
  'pt-BR': {
    OPERATION_WAY_REQUIRED: 'Escolha como quer receber o pedido (entrega, retirada ou reserva) e quando.',
    RECEIVED_GUEST_REQUIRED: 'Informe o nome do cliente a ser recepcionado.',
    SINGLE_ITEM_PER_ORDER:
      'Este serviço aceita um pacote por pedido. Deixe só um no carrinho e faça outro pedido para o próximo.',
    SINGLE_VISIT_PER_ORDER:
      'Um pedido é uma visita: os passes dele são para a mesma sala, no mesmo horário. Faça outro pedido para outra sala.',
  },
  en: {
    OPERATION_WAY_REQUIRED: 'Choose how you want the order (delivery, pick-up or booking) and when.',
    RECEIVED_GUEST_REQUIRED: 'Enter the name of the client to be received.',
    SINGLE_ITEM_PER_ORDER:
      'This service takes one package per order. Keep only one in the cart and place another order for the next.',
    SINGLE_VISIT_PER_ORDER:
      'One order is one visit: its passes are for the same lounge at the same time. Place another order for another lounge.',
  },
  es: {
    OPERATION_WAY_REQUIRED: 'Elige cómo quieres el pedido (entrega, retiro o reserva) y cuándo.',
    RECEIVED_GUEST_REQUIRED: 'Indica el nombre del cliente a recibir.',
    SINGLE_ITEM_PER_ORDER:
      'Este servicio acepta un paquete por pedido. Deja solo uno en el carrito y haz otro pedido para el siguiente.',
    SINGLE_VISIT_PER_ORDER:
      'Un pedido es una visita: sus pases son para la misma sala, a la misma hora. Haz otro pedido para otra sala.',
  },
};

export function bookingMessage(code: BookingMessageCode, locale: Locale): string {
  return MESSAGES[locale][code];
}
