/** The refusals of a booking's rescheduling, in the shopper's language. */
import type { Locale } from '../i18n/localize';

export type RescheduleRefusal = 'ORDER_NOT_FOUND' | 'RESCHEDULE_NOT_ALLOWED' | 'INVALID_SCHEDULE' | 'PAYMENT_DECLINED' | 'PAYMENT_ACTION_REQUIRED';

const MESSAGES: Record<Locale, Record<RescheduleRefusal, string>> = {
  'pt-BR': {
    ORDER_NOT_FOUND: 'Pedido não encontrado.',
    RESCHEDULE_NOT_ALLOWED: 'Este pedido não pode ser remarcado: só reservas de hospitalidade com data, antes de concluídas ou canceladas.',
    INVALID_SCHEDULE: 'Escolha um dos horários disponíveis para a nova data.',
    PAYMENT_DECLINED: 'A taxa de remarcação foi recusada. A reserva continua na data anterior.',
    PAYMENT_ACTION_REQUIRED: 'O banco do cartão pede uma confirmação para cobrar a taxa.',
  },
  en: {
    ORDER_NOT_FOUND: 'Order not found.',
    RESCHEDULE_NOT_ALLOWED: 'This order cannot be rescheduled: only dated hospitality bookings, before they are completed or cancelled.',
    INVALID_SCHEDULE: 'Choose one of the times offered for the new date.',
    PAYMENT_DECLINED: 'The rescheduling fee was declined. The booking keeps its previous date.',
    PAYMENT_ACTION_REQUIRED: 'Your card\'s bank asks for a confirmation to charge the fee.',
  },
  es: {
    ORDER_NOT_FOUND: 'Pedido no encontrado.',
    RESCHEDULE_NOT_ALLOWED: 'Este pedido no se puede reprogramar: solo reservas de hospitalidad con fecha, antes de completarse o cancelarse.',
    INVALID_SCHEDULE: 'Elige uno de los horarios disponibles para la nueva fecha.',
    PAYMENT_DECLINED: 'La tarifa de reprogramación fue rechazada. La reserva mantiene la fecha anterior.',
    PAYMENT_ACTION_REQUIRED: 'El banco de la tarjeta pide una confirmación para cobrar la tarifa.',
  },
};

export function rescheduleMessage(code: RescheduleRefusal, locale: Locale): string {
  return MESSAGES[locale][code];
}
