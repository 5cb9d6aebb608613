/**
 * The receipt of a paid order (issue 18, point 6): which orders have one, and its words in the reader's language.
 * An order has a receipt once its money has arrived (payment PAID) or when there was nothing to pay (NOT_REQUIRED:
 * every line paid with package credits), and not once cancelled (refunded money is no receipt). A booking on account
 * has one when its month's statement is paid. Pure.
 */
export function receiptAvailable(order: { status: string; payment: { status?: string | null } | null }): boolean {
  if (order.status === 'CANCELED') return false;
  const status = order.payment?.status;
  return status === 'PAID' || status === 'NOT_REQUIRED';
}

export type ReceiptLanguage = 'pt-BR' | 'en' | 'es';

export interface ReceiptLabels {
  title: string;
  order: string;
  placedAt: string;
  receivedFrom: string;
  document: string;
  item: string;
  client: string;
  serviceAt: string;
  amount: string;
  subtotal: string;
  discount: string;
  deliveryFee: string;
  total: string;
  method: string;
  paidWithCredit: string;
  onAccount: string;
  footer: string;
}

const LABELS: Record<ReceiptLanguage, ReceiptLabels> = {
  'pt-BR': {
    title: 'Recibo',
    order: 'Pedido',
    placedAt: 'Data do pedido',
    receivedFrom: 'Recebemos de',
    document: 'Documento',
    item: 'Serviço',
    client: 'Cliente',
    serviceAt: 'Data/hora',
    amount: 'Valor',
    subtotal: 'Subtotal',
    discount: 'Desconto',
    deliveryFee: 'Taxa de entrega',
    total: 'Total pago',
    method: 'Forma de pagamento',
    paidWithCredit: 'Crédito do pacote',
    onAccount: 'Faturado (fatura mensal paga)',
    footer: 'Este recibo não é nota fiscal.',
  },
  en: {
    title: 'Receipt',
    order: 'Order',
    placedAt: 'Ordered on',
    receivedFrom: 'Received from',
    document: 'Tax ID',
    item: 'Service',
    client: 'Client',
    serviceAt: 'Date/time',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    deliveryFee: 'Delivery fee',
    total: 'Total paid',
    method: 'Payment method',
    paidWithCredit: 'Package credit',
    onAccount: 'On account (monthly statement paid)',
    footer: 'This receipt is not a tax invoice (nota fiscal).',
  },
  es: {
    title: 'Recibo',
    order: 'Pedido',
    placedAt: 'Fecha del pedido',
    receivedFrom: 'Recibimos de',
    document: 'Documento',
    item: 'Servicio',
    client: 'Cliente',
    serviceAt: 'Fecha/hora',
    amount: 'Importe',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    deliveryFee: 'Tarifa de entrega',
    total: 'Total pagado',
    method: 'Forma de pago',
    paidWithCredit: 'Crédito del paquete',
    onAccount: 'A cuenta (factura mensual pagada)',
    footer: 'Este recibo no es una factura fiscal (nota fiscal).',
  },
};

export function receiptLabels(language: string): ReceiptLabels {
  return LABELS[language === 'en' || language === 'es' ? language : 'pt-BR'];
}

const METHODS: Record<ReceiptLanguage, Record<string, string>> = {
  'pt-BR': {
    PIX: 'PIX',
    STRIPE: 'Cartão de crédito',
    ZOOP_CREDIT: 'Cartão de crédito',
    BANK_TRANSFER: 'Transferência bancária',
    LINK: 'Link de pagamento',
    CASH: 'Dinheiro',
    POSP_CREDIT: 'Crédito na maquininha',
    POSP_DEBIT: 'Débito na maquininha',
    POSP_PIX: 'PIX na maquininha',
    NONE: 'Sem pagamento (créditos de pacote)',
  },
  en: {
    PIX: 'PIX',
    STRIPE: 'Credit card',
    ZOOP_CREDIT: 'Credit card',
    BANK_TRANSFER: 'Bank transfer',
    LINK: 'Payment link',
    CASH: 'Cash',
    POSP_CREDIT: 'Credit card at the counter',
    POSP_DEBIT: 'Debit card at the counter',
    POSP_PIX: 'PIX at the counter',
    NONE: 'No payment (package credits)',
  },
  es: {
    PIX: 'PIX',
    STRIPE: 'Tarjeta de crédito',
    ZOOP_CREDIT: 'Tarjeta de crédito',
    BANK_TRANSFER: 'Transferencia bancaria',
    LINK: 'Enlace de pago',
    CASH: 'Efectivo',
    POSP_CREDIT: 'Crédito en el datáfono',
    POSP_DEBIT: 'Débito en el datáfono',
    POSP_PIX: 'PIX en el datáfono',
    NONE: 'Sin pago (créditos de paquete)',
  },
};

/** How the order was paid, in words; an unknown code as it is. */
export function receiptMethod(language: string, method: string): string {
  if (method === 'ON_ACCOUNT') return receiptLabels(language).onAccount;
  return METHODS[language === 'en' || language === 'es' ? language : 'pt-BR'][method] ?? method;
}
