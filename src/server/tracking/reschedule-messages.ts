/** The refusals of a booking's rescheduling (and of its cancellation once started), in the shopper's language. */
import type { Locale } from '../i18n/localize';

export type RescheduleRefusal =
  | 'ORDER_NOT_FOUND'
  | 'FORBIDDEN'
  | 'RESCHEDULE_NOT_ALLOWED'
  | 'BOOKING_SERVICE_GIVEN'
  | 'BOOKING_ALREADY_STARTED'
  | 'INVALID_SCHEDULE'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_ACTION_REQUIRED'
  | 'RESCHEDULE_FEE_NOT_PENDING'
  | 'RESCHEDULE_TARGET_PASSED'
  | 'BOOKING_MOVE_DEADLINE_PASSED'
  | 'LOUNGE_VISIT_OUTSIDE_PASS';

const MESSAGES: Record<Locale, Record<RescheduleRefusal, string>> = {
  'pt-BR': {
    ORDER_NOT_FOUND: 'Pedido não encontrado.',
    FORBIDDEN: 'Só a equipe da empresa pode confirmar o pagamento da taxa.',
    RESCHEDULE_NOT_ALLOWED:
      'Este pedido não pode ser remarcado: só visitas à sala VIP e reservas de hospitalidade com data, antes de concluídas ou canceladas.',
    BOOKING_SERVICE_GIVEN: 'O serviço desta reserva já foi prestado: ela não pode mais ser remarcada.',
    BOOKING_ALREADY_STARTED:
      'O horário desta reserva já começou: ela não pode mais ser remarcada nem cancelada. O não comparecimento sem aviso é cobrado integralmente.',
    INVALID_SCHEDULE: 'Escolha um dos horários disponíveis para a nova data.',
    PAYMENT_DECLINED: 'A taxa de remarcação foi recusada. A reserva continua na data anterior.',
    PAYMENT_ACTION_REQUIRED: 'O banco do cartão pede uma confirmação para cobrar a taxa.',
    RESCHEDULE_FEE_NOT_PENDING: 'Esta reserva não tem taxa de remarcação aguardando pagamento.',
    RESCHEDULE_TARGET_PASSED:
      'O novo horário pedido já passou: a reserva fica onde estava. Combine outra data com o cliente.',
    BOOKING_MOVE_DEADLINE_PASSED:
      'O prazo para remarcar esta visita terminou: a sala VIP remarca até 24 horas antes do horário reservado. A reserva continua como está.',
    LOUNGE_VISIT_OUTSIDE_PASS: 'O passe vale por até 1 ano após a compra: escolha uma data dentro desse prazo.',
  },
  en: {
    ORDER_NOT_FOUND: 'Order not found.',
    FORBIDDEN: "Only the company's staff can confirm that the fee was paid.",
    RESCHEDULE_NOT_ALLOWED:
      'This order cannot be rescheduled: only VIP lounge visits and dated hospitality bookings, before they are completed or cancelled.',
    BOOKING_SERVICE_GIVEN: "This booking's service has already been given: it can no longer be rescheduled.",
    BOOKING_ALREADY_STARTED:
      "This booking's time has already begun: it can no longer be rescheduled or cancelled. A no-show without notice is charged in full.",
    INVALID_SCHEDULE: 'Choose one of the times offered for the new date.',
    PAYMENT_DECLINED: 'The rescheduling fee was declined. The booking keeps its previous date.',
    PAYMENT_ACTION_REQUIRED: "Your card's bank asks for a confirmation to charge the fee.",
    RESCHEDULE_FEE_NOT_PENDING: 'This booking has no rescheduling fee waiting for payment.',
    RESCHEDULE_TARGET_PASSED:
      'The new time asked for has already passed: the booking stays where it was. Agree another date with the client.',
    BOOKING_MOVE_DEADLINE_PASSED:
      'The deadline to reschedule this visit has passed: the VIP lounge reschedules up to 24 hours before the time booked. The booking stays as it is.',
    LOUNGE_VISIT_OUTSIDE_PASS: 'The pass is valid for up to 1 year after purchase: choose a date within it.',
  },
  es: {
    ORDER_NOT_FOUND: 'Pedido no encontrado.',
    FORBIDDEN: 'Solo el equipo de la empresa puede confirmar el pago de la tarifa.',
    RESCHEDULE_NOT_ALLOWED:
      'Este pedido no se puede reprogramar: solo visitas a la sala VIP y reservas de hospitalidad con fecha, antes de completarse o cancelarse.',
    BOOKING_SERVICE_GIVEN: 'El servicio de esta reserva ya se prestó: ya no se puede reprogramar.',
    BOOKING_ALREADY_STARTED:
      'El horario de esta reserva ya comenzó: ya no se puede reprogramar ni cancelar. La inasistencia sin aviso se cobra por completo.',
    INVALID_SCHEDULE: 'Elige uno de los horarios disponibles para la nueva fecha.',
    PAYMENT_DECLINED: 'La tarifa de reprogramación fue rechazada. La reserva mantiene la fecha anterior.',
    PAYMENT_ACTION_REQUIRED: 'El banco de la tarjeta pide una confirmación para cobrar la tarifa.',
    RESCHEDULE_FEE_NOT_PENDING: 'Esta reserva no tiene una tarifa de reprogramación esperando el pago.',
    RESCHEDULE_TARGET_PASSED:
      'El nuevo horario pedido ya pasó: la reserva queda donde estaba. Acuerde otra fecha con el cliente.',
    BOOKING_MOVE_DEADLINE_PASSED:
      'El plazo para reprogramar esta visita terminó: la sala VIP reprograma hasta 24 horas antes de la hora reservada. La reserva sigue como está.',
    LOUNGE_VISIT_OUTSIDE_PASS: 'El pase vale hasta 1 año después de la compra: elige una fecha dentro de ese plazo.',
  },
};

export function rescheduleMessage(code: RescheduleRefusal, locale: Locale): string {
  return MESSAGES[locale][code];
}

/** Added to a move's refusal when its fee had already been taken: given back, or (the processor failing) not yet. */
const FEE_NOTES: Record<Locale, Record<'refunded' | 'notRefunded', string>> = {
  'pt-BR': {
    refunded: 'A taxa de remarcação cobrada foi estornada.',
    notRefunded:
      'A taxa de remarcação cobrada ainda não pôde ser estornada: tente de novo em instantes ou fale com a empresa.',
  },
  en: {
    refunded: 'The rescheduling fee charged has been refunded.',
    notRefunded: 'The rescheduling fee charged could not be refunded yet: try again shortly or contact the company.',
  },
  es: {
    refunded: 'La tarifa de reprogramación cobrada fue reembolsada.',
    notRefunded:
      'La tarifa de reprogramación cobrada aún no se pudo reembolsar: inténtalo de nuevo en unos instantes o contacta a la empresa.',
  },
};

export function feeRefundNote(refunded: boolean, locale: Locale): string {
  return FEE_NOTES[locale][refunded ? 'refunded' : 'notRefunded'];
}
