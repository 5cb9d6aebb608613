/**
 * The refusals of package credits, statement payment, receipts and after-service reports (issue 18, points 5, 6
 * and 9), in the three languages (Spanish in "tú"): the API's messages. The screens show their own translations of
 * the same codes (locales/…/credits.json), where the user can act.
 */
import type { Locale } from './localize';

export type CreditMessageCode =
  | 'BUSINESS_NO_CREDIT'
  | 'BUSINESS_CREDIT_EXPIRED'
  | 'BUSINESS_CREDIT_NOT_APPLICABLE'
  | 'BUSINESS_PACKAGE_IN_USE'
  | 'STATEMENT_MONTH_INVALID'
  | 'STATEMENT_MONTH_NOT_CLOSED'
  | 'STATEMENT_NOTHING_TO_PAY'
  | 'STATEMENT_METHOD_INVALID'
  | 'STATEMENT_ALREADY_PAID'
  | 'STATEMENT_CHARGE_NOT_FOUND'
  | 'STATEMENT_PAYMENT_UNAVAILABLE'
  | 'SERVICE_REPORT_TIME_INVALID'
  | 'SERVICE_REPORT_AGENT_INVALID'
  | 'SERVICE_REPORT_NOTE_INVALID'
  | 'SERVICE_REPORT_LINE_NOT_FOUND'
  | 'SERVICE_REPORT_ORDER_CANCELED';

const MESSAGES: Record<CreditMessageCode, Record<Locale, string>> = {
  BUSINESS_NO_CREDIT: {
    'pt-BR': 'A empresa não tem crédito de pacote para este serviço. Pague a reserva ou compre um pacote.',
    en: 'The company has no package credit for this service. Pay for the booking or buy a package.',
    es: 'La empresa no tiene crédito de paquete para este servicio. Paga la reserva o compra un paquete.',
  },
  BUSINESS_CREDIT_EXPIRED: {
    'pt-BR': 'Os créditos de pacote da empresa para este serviço venceram. Pague a reserva ou compre um novo pacote.',
    en: "The company's package credits for this service have expired. Pay for the booking or buy a new package.",
    es: 'Los créditos de paquete de la empresa para este servicio vencieron. Paga la reserva o compra un paquete nuevo.',
  },
  BUSINESS_CREDIT_NOT_APPLICABLE: {
    'pt-BR': 'Um pacote não pode ser pago com crédito de outro pacote.',
    en: "A package cannot be paid for with another package's credit.",
    es: 'Un paquete no se puede pagar con el crédito de otro paquete.',
  },
  BUSINESS_PACKAGE_IN_USE: {
    'pt-BR': 'Este pacote já teve créditos usados e não pode ser cancelado. Fale com a loja.',
    en: 'Credits of this package have already been used, so it cannot be cancelled. Contact the store.',
    es: 'Este paquete ya tiene créditos usados y no se puede cancelar. Habla con la tienda.',
  },
  STATEMENT_MONTH_INVALID: {
    'pt-BR': 'Mês inválido: use AAAA-MM.',
    en: 'Invalid month: use YYYY-MM.',
    es: 'Mes no válido: usa AAAA-MM.',
  },
  STATEMENT_MONTH_NOT_CLOSED: {
    'pt-BR': 'A fatura deste mês só pode ser paga depois que o mês terminar.',
    en: "This month's statement can only be paid once the month is over.",
    es: 'La factura de este mes solo se puede pagar cuando termine el mes.',
  },
  STATEMENT_NOTHING_TO_PAY: {
    'pt-BR': 'Não há reservas faturadas em aberto neste mês.',
    en: 'There are no unpaid bookings on account in this month.',
    es: 'No hay reservas facturadas pendientes en este mes.',
  },
  STATEMENT_METHOD_INVALID: {
    'pt-BR': 'Escolha PIX ou boleto.',
    en: 'Choose PIX or boleto.',
    es: 'Elige PIX o boleto.',
  },
  STATEMENT_ALREADY_PAID: {
    'pt-BR': 'A fatura deste mês já foi paga.',
    en: "This month's statement has already been paid.",
    es: 'La factura de este mes ya está pagada.',
  },
  STATEMENT_CHARGE_NOT_FOUND: {
    'pt-BR': 'Cobrança não encontrada.',
    en: 'Charge not found.',
    es: 'Cobro no encontrado.',
  },
  STATEMENT_PAYMENT_UNAVAILABLE: {
    'pt-BR': 'O pagamento de faturas por PIX ou boleto não está disponível nesta loja. Fale com a loja.',
    en: 'Paying statements by PIX or boleto is not available at this store. Contact the store.',
    es: 'El pago de facturas por PIX o boleto no está disponible en esta tienda. Habla con la tienda.',
  },
  SERVICE_REPORT_TIME_INVALID: {
    'pt-BR': 'Informe quando o cliente foi recebido: depois da reserva e não no futuro.',
    en: 'Enter when the client was met: after the booking and not in the future.',
    es: 'Indica cuándo se recibió al cliente: después de la reserva y no en el futuro.',
  },
  SERVICE_REPORT_AGENT_INVALID: {
    'pt-BR': 'Informe o nome de quem recebeu o cliente (2 a 80 caracteres).',
    en: 'Enter the name of who met the client (2 to 80 characters).',
    es: 'Indica el nombre de quien recibió al cliente (2 a 80 caracteres).',
  },
  SERVICE_REPORT_NOTE_INVALID: {
    'pt-BR': 'A observação pode ter até 500 caracteres.',
    en: 'The note can be up to 500 characters.',
    es: 'La observación puede tener hasta 500 caracteres.',
  },
  SERVICE_REPORT_LINE_NOT_FOUND: {
    'pt-BR': 'Este pedido não tem esta reserva de cliente.',
    en: "This order has no such client's booking.",
    es: 'Este pedido no tiene esta reserva de cliente.',
  },
  SERVICE_REPORT_ORDER_CANCELED: {
    'pt-BR': 'Esta reserva foi cancelada: não há atendimento a registrar.',
    en: 'This booking was cancelled: there is no service to record.',
    es: 'Esta reserva fue cancelada: no hay servicio que registrar.',
  },
};

export function creditMessage(code: CreditMessageCode, locale: Locale): string {
  return MESSAGES[code][locale] ?? MESSAGES[code]['pt-BR'];
}

export const isCreditMessageCode = (code: string): code is CreditMessageCode => code in MESSAGES;
