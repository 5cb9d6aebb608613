/** Shopper- and staff-facing texts of the order operations' refusals, in the three languages. */
import type { CancelRefusalReason } from '../../domain/orders/order-policies';
import type { TransitionRefusal } from '../../domain/orders/order-status';
import type { Locale } from './localize';

export type OrderMessageCode =
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_RETRY'
  | 'PAYMENT_EXPIRED'
  | 'PAYMENT_METHOD_REQUIRED'
  | 'PAYMENT_METHOD_NOT_ACCEPTED'
  | 'UNAUTHENTICATED'
  | 'MINOR_NOT_ALLOWED'
  | 'FORBIDDEN'
  | 'ORDER_NOT_FOUND'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'INVALID_IDEMPOTENCY_KEY'
  | 'PAYMENT_NOT_SETTLED'
  | 'IDEMPOTENCY_KEY_MISMATCH'
  | 'PRICE_CHANGED'
  | 'ORDER_NO_LONGER_PLACED'
  | 'ORDER_CANCELED_BEFORE_PAYMENT'
  | CancelRefusalReason
  | TransitionRefusal;

type Messages = Record<OrderMessageCode, string>;

const ptBR: Messages = {
  PAYMENT_DECLINED: 'O pagamento foi recusado. Seu carrinho continua aqui: tente outra forma de pagamento.',
  PAYMENT_EXPIRED:
    'A verificação do cartão não foi concluída em 30 minutos: o pedido foi cancelado e nada foi cobrado.',
  PAYMENT_RETRY:
    'Não foi possível processar o pagamento agora. Tente de novo em instantes ou use outra forma de pagamento.',
  PAYMENT_METHOD_REQUIRED: 'Escolha a forma de pagamento.',
  PAYMENT_METHOD_NOT_ACCEPTED: 'Esta forma de pagamento não é aceita para todos os itens do pedido. Escolha outra.',
  UNAUTHENTICATED: 'Entre na sua conta para fazer este pedido.',
  MINOR_NOT_ALLOWED:
    'Esta loja só vende para maiores de 18 anos, e a data de nascimento do seu cadastro indica menos de 18.',
  FORBIDDEN: 'Você não tem permissão para alterar este pedido.',
  ORDER_NOT_FOUND: 'Pedido não encontrado.',
  IDEMPOTENCY_KEY_REUSED: 'Este pedido já foi enviado de outra sessão.',
  INVALID_IDEMPOTENCY_KEY: 'Pedido inválido: recarregue a página e tente de novo.',
  ORDER_NOT_PLACED: 'Este pedido ainda não foi realizado.',
  ORDER_ALREADY_CONFIRMED:
    'O pedido já foi confirmado pelo estabelecimento e não pode mais ser cancelado. Fale com o atendimento.',
  ORDER_ALREADY_CANCELED: 'Este pedido já foi cancelado.',
  ORDER_STATUS_UNKNOWN: 'Não é possível cancelar este pedido agora.',
  UNKNOWN_STATUS: 'Situação de pedido desconhecida.',
  FINAL_STATUS: 'Este pedido já foi encerrado e não muda mais de situação.',
  NOT_NEXT_STATUS: 'O pedido não pode passar para esta situação agora.',
  REASON_REQUIRED: 'Informe o motivo do cancelamento.',
  PAYMENT_NOT_SETTLED:
    'O pagamento deste pedido ainda espera a verificação do cartão pelo cliente. Confirme o pedido quando estiver pago, ou cancele-o.',
  IDEMPOTENCY_KEY_MISMATCH:
    'Este envio do pedido não confere com o anterior (o carrinho ou os dados mudaram). Confira o pedido e envie de novo.',
  PRICE_CHANGED: 'O total do pedido mudou para {total}. Confira o novo total e confirme o pedido de novo.',
  ORDER_NO_LONGER_PLACED:
    'Este pedido já foi adiante e o pagamento não pode mais ser confirmado aqui. Veja a situação do pedido.',
  ORDER_CANCELED_BEFORE_PAYMENT:
    'Este pedido foi cancelado: o pagamento não será cobrado, e qualquer valor já cobrado será estornado.',
};

const en: Messages = {
  PAYMENT_DECLINED: 'The payment was declined. Your cart is still here: try another payment method.',
  PAYMENT_EXPIRED:
    'The card check was not finished within 30 minutes: the order was cancelled and nothing was charged.',
  PAYMENT_RETRY: 'The payment could not be processed right now. Try again in a moment or use another payment method.',
  PAYMENT_METHOD_REQUIRED: 'Choose a payment method.',
  PAYMENT_METHOD_NOT_ACCEPTED: 'This payment method is not accepted for every item of the order. Choose another.',
  UNAUTHENTICATED: 'Sign in to place this order.',
  MINOR_NOT_ALLOWED:
    'This shop sells only to people aged 18 or over, and the date of birth in your profile says you are under 18.',
  FORBIDDEN: 'You are not allowed to change this order.',
  ORDER_NOT_FOUND: 'Order not found.',
  IDEMPOTENCY_KEY_REUSED: 'This order was already sent from another session.',
  INVALID_IDEMPOTENCY_KEY: 'Invalid order: reload the page and try again.',
  ORDER_NOT_PLACED: 'This order has not been placed yet.',
  ORDER_ALREADY_CONFIRMED:
    'The order was already confirmed by the store and can no longer be cancelled. Contact support.',
  ORDER_ALREADY_CANCELED: 'This order was already cancelled.',
  ORDER_STATUS_UNKNOWN: 'This order cannot be cancelled now.',
  UNKNOWN_STATUS: 'Unknown order status.',
  FINAL_STATUS: 'This order is closed and its status no longer changes.',
  NOT_NEXT_STATUS: 'The order cannot move to this status now.',
  REASON_REQUIRED: 'Give the reason for the cancellation.',
  PAYMENT_NOT_SETTLED:
    "The payment of this order still awaits the customer's card check. Confirm the order once it is paid, or cancel it.",
  IDEMPOTENCY_KEY_MISMATCH:
    'This submission does not match the earlier one (the cart or the details changed). Check the order and send it again.',
  PRICE_CHANGED: 'The order total changed to {total}. Check the new total and confirm the order again.',
  ORDER_NO_LONGER_PLACED:
    'This order has moved on and its payment can no longer be confirmed here. See the order status.',
  ORDER_CANCELED_BEFORE_PAYMENT:
    'This order was cancelled: the payment will not be taken, and any amount already charged will be refunded.',
};

const es: Messages = {
  PAYMENT_DECLINED: 'El pago fue rechazado. Tu carrito sigue aquí: prueba otra forma de pago.',
  PAYMENT_EXPIRED:
    'La verificación de la tarjeta no se completó en 30 minutos: el pedido fue cancelado y no se cobró nada.',
  PAYMENT_RETRY: 'No fue posible procesar el pago ahora. Inténtalo de nuevo en un momento o usa otra forma de pago.',
  PAYMENT_METHOD_REQUIRED: 'Elige la forma de pago.',
  PAYMENT_METHOD_NOT_ACCEPTED: 'Esta forma de pago no se acepta para todos los artículos del pedido. Elige otra.',
  UNAUTHENTICATED: 'Inicia sesión para hacer este pedido.',
  MINOR_NOT_ALLOWED:
    'Esta tienda solo vende a mayores de 18 años, y la fecha de nacimiento de tu perfil indica menos de 18.',
  FORBIDDEN: 'No tienes permiso para cambiar este pedido.',
  ORDER_NOT_FOUND: 'Pedido no encontrado.',
  IDEMPOTENCY_KEY_REUSED: 'Este pedido ya fue enviado desde otra sesión.',
  INVALID_IDEMPOTENCY_KEY: 'Pedido no válido: recarga la página e inténtalo de nuevo.',
  ORDER_NOT_PLACED: 'Este pedido todavía no fue realizado.',
  ORDER_ALREADY_CONFIRMED:
    'El establecimiento ya confirmó el pedido y ya no se puede cancelar. Habla con la atención al cliente.',
  ORDER_ALREADY_CANCELED: 'Este pedido ya fue cancelado.',
  ORDER_STATUS_UNKNOWN: 'No es posible cancelar este pedido ahora.',
  UNKNOWN_STATUS: 'Estado de pedido desconocido.',
  FINAL_STATUS: 'Este pedido ya está cerrado y su estado no cambia más.',
  NOT_NEXT_STATUS: 'El pedido no puede pasar a este estado ahora.',
  REASON_REQUIRED: 'Indica el motivo de la cancelación.',
  PAYMENT_NOT_SETTLED:
    'El pago de este pedido aún espera la verificación de la tarjeta por parte del cliente. Confirma el pedido cuando esté pagado, o cancélalo.',
  IDEMPOTENCY_KEY_MISMATCH:
    'Este envío del pedido no coincide con el anterior (el carrito o los datos cambiaron). Revisa el pedido y envíalo de nuevo.',
  PRICE_CHANGED: 'El total del pedido cambió a {total}. Revisa el nuevo total y confirma el pedido otra vez.',
  ORDER_NO_LONGER_PLACED:
    'Este pedido ya avanzó y su pago ya no se puede confirmar aquí. Consulta el estado del pedido.',
  ORDER_CANCELED_BEFORE_PAYMENT:
    'Este pedido fue cancelado: el pago no se cobrará, y cualquier importe ya cobrado será reembolsado.',
};

const MESSAGES: Record<Locale, Messages> = { 'pt-BR': ptBR, en, es };

export function orderMessage(code: OrderMessageCode, locale: Locale): string {
  return MESSAGES[locale][code];
}
