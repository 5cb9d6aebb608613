/** The texts of unpaid orders (docs/decisions.md "Trust: unpaid orders and a verified e-mail"): the refusal at the limit and the reason of an expired order. */
import type { Locale } from './localize';

export type UnpaidOrderMessageCode = 'UNPAID_ORDERS_LIMIT' | 'PAYMENT_TIME_EXPIRED';

const MESSAGES: Record<Locale, Record<UnpaidOrderMessageCode, string>> = {
  'pt-BR': {
    UNPAID_ORDERS_LIMIT:
      'Você já tem {limit} pedidos aguardando pagamento nesta loja. Pague ou cancele um deles em "Meus pedidos", ou pague este com cartão ou no local.',
    PAYMENT_TIME_EXPIRED:
      'O pagamento não chegou dentro do prazo: o pedido foi cancelado e os itens voltaram ao estoque. Se você pagou depois do prazo, fale com o estabelecimento para receber o valor de volta.',
  },
  en: {
    UNPAID_ORDERS_LIMIT:
      'You already have {limit} orders awaiting payment at this shop. Pay or cancel one of them in "My orders", or pay for this one by card or in person.',
    PAYMENT_TIME_EXPIRED:
      'The payment did not arrive in time: the order was cancelled and its items went back into stock. If you paid after the deadline, contact the store to get the money back.',
  },
  es: {
    UNPAID_ORDERS_LIMIT:
      'Ya tienes {limit} pedidos esperando pago en esta tienda. Paga o cancela uno de ellos en "Mis pedidos", o paga este con tarjeta o en el local.',
    PAYMENT_TIME_EXPIRED:
      'El pago no llegó dentro del plazo: el pedido fue cancelado y los artículos volvieron al stock. Si pagaste después del plazo, habla con el establecimiento para recibir el dinero de vuelta.',
  },
};

export function unpaidOrderMessage(
  code: UnpaidOrderMessageCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return MESSAGES[locale][code].replace(/\{(\w+)\}/g, (place, name: string) =>
    name in params ? String(params[name]) : place,
  );
}
