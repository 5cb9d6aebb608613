/** The buyer-facing refusals of changing a gate delivery's gate (`changeOrderGate`), in the three languages. */
import type { GateChangeRefusal } from '../../domain/flights/gate-change';
import type { Locale } from './localize';

const MESSAGES: Record<Locale, Record<GateChangeRefusal, string>> = {
  'pt-BR': {
    NOT_GATE_DELIVERY: 'Este pedido não é entregue no portão de embarque.',
    GATE_CHANGE_CLOSED: 'O pedido já saiu para entrega (ou o embarque já passou): o portão não pode mais ser mudado.',
    INVALID_GATE: 'Informe o terminal (até 40 caracteres) e o portão (até 10 caracteres).',
    GATE_UNCHANGED: 'Esse já é o portão do pedido.',
  },
  en: {
    NOT_GATE_DELIVERY: 'This order is not delivered to a boarding gate.',
    GATE_CHANGE_CLOSED:
      'The order has already left for delivery (or boarding has passed): the gate can no longer change.',
    INVALID_GATE: 'Enter the terminal (up to 40 characters) and the gate (up to 10 characters).',
    GATE_UNCHANGED: 'That is already the order’s gate.',
  },
  es: {
    NOT_GATE_DELIVERY: 'Este pedido no se entrega en la puerta de embarque.',
    GATE_CHANGE_CLOSED: 'El pedido ya salió para entrega (o el embarque ya pasó): ya no puedes cambiar la puerta.',
    INVALID_GATE: 'Indica la terminal (hasta 40 caracteres) y la puerta (hasta 10 caracteres).',
    GATE_UNCHANGED: 'Esa ya es la puerta de tu pedido.',
  },
};

export const gateChangeMessage = (code: GateChangeRefusal, locale: Locale): string => MESSAGES[locale][code];
