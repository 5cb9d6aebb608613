/** Shopper-facing text of each quote and order problem code, in the three languages. */
import type { ProblemCode } from '../../domain/orders/cart-quote';
import type { Locale } from './localize';

type Messages = Record<ProblemCode, string>;

const ptBR: Messages = {
  EMPTY_CART: 'Seu carrinho está vazio.',
  CLOSED_COMPANY: 'A loja está fechada agora. Agende o pedido ou volte no horário de funcionamento.',
  ITEM_NOT_FOUND: 'Este item não está mais disponível neste catálogo.',
  ITEM_BLOCKED: 'Este item está indisponível no momento.',
  PRODUCT_OUT_OF_STOCK: 'Não há estoque suficiente deste produto.',
  QUANTITY_BELOW_MIN: 'A quantidade está abaixo do mínimo para este item.',
  QUANTITY_ABOVE_MAX: 'A quantidade está acima do máximo para este item.',
  QUANTITY_NOT_A_STEP: 'Escolha um peso entre os oferecidos para este item.',
  INVALID_QUANTITY: 'Informe uma quantidade válida.',
  SUBITEM_NOT_FOUND: 'Uma das opções escolhidas não existe mais.',
  SUBITEM_BLOCKED: 'Uma das opções escolhidas está indisponível no momento.',
  SUBCATEGORY_MIN: 'Escolha todas as opções obrigatórias.',
  SUBCATEGORY_MAX: 'Você escolheu opções demais em um grupo.',
  SUBITEM_REPEAT: 'Esta opção não pode ser repetida.',
  INTERVAL_REQUIRED: 'Escolha as datas de início e fim.',
  INVALID_INTERVAL: 'O período escolhido é inválido: a data final deve ser depois da inicial.',
  COUPON_NOT_FOUND: 'Cupom não encontrado.',
  COUPON_NOT_APPLICABLE: 'Este cupom não vale para esta loja.',
  COUPONS_DISABLED: 'Esta loja não aceita cupons de desconto.',
  COUPON_MINIMUM_NOT_MET: 'O pedido não atinge o valor mínimo para este cupom.',
  COUPON_EXPIRED: 'Este cupom está fora da validade.',
  MINIMUM_ORDER_VALUE: 'O pedido não atinge o valor mínimo da loja.',
  DELIVERY_AREA_NOT_COVERED: 'Não entregamos neste endereço.',
  ADDRESS_REQUIRED: 'Informe o endereço de entrega (cidade e bairro) para calcular a entrega.',
  OPERATION_NOT_AVAILABLE:
    'Esta loja não atende desta forma agora. Escolha outra opção de entrega, retirada ou reserva.',
  SCHEDULE_REQUIRED: 'Escolha a data e o horário do agendamento.',
  INVALID_SCHEDULE: 'Este horário não está disponível. Escolha um dos horários oferecidos.',
  GATE_DELIVERY_REQUIRED: 'Informe terminal, portão, voo e horário de embarque para a entrega no portão.',
  GATE_DELIVERY_TOO_LATE:
    'Não dá tempo de entregar no portão: o pedido chegaria às {arrivesAt} e precisa chegar até {deadline}. Retire no balcão ou escolha uma loja mais rápida (para este voo, peça até {orderBy}).',
  SHIPPING_OPTION_UNAVAILABLE: 'A opção de frete escolhida não está mais disponível. Escolha outra.',
  SHIPPING_OPTION_REQUIRED: 'Este endereço fica fora da nossa entrega própria: escolha uma opção de frete.',
  CARRIER_NOT_NOW:
    'Não entregamos agora neste endereço: ele fica fora da nossa área de entrega. Agende a entrega para enviar por transportadora.',
  CHANGE_BELOW_TOTAL: 'O troco precisa ser para um valor igual ou maior que o total do pedido ({total}).',
  LOUNGE_VISIT_OUTSIDE_PASS:
    'O passe da sala VIP vale por até 1 ano após a compra: escolha uma visita dentro desse prazo.',
  SINGLE_ITEM_PER_ORDER:
    'Este serviço aceita uma reserva por pedido: deixe no carrinho só o que é da mesma visita e faça outro pedido para a próxima.',
};

const en: Messages = {
  EMPTY_CART: 'Your cart is empty.',
  CLOSED_COMPANY: 'The store is closed now. Schedule the order or come back during opening hours.',
  ITEM_NOT_FOUND: 'This item is no longer available in this catalogue.',
  ITEM_BLOCKED: 'This item is unavailable right now.',
  PRODUCT_OUT_OF_STOCK: 'There is not enough stock of this product.',
  QUANTITY_BELOW_MIN: 'The quantity is below the minimum for this item.',
  QUANTITY_ABOVE_MAX: 'The quantity is above the maximum for this item.',
  QUANTITY_NOT_A_STEP: 'Choose one of the weights offered for this item.',
  INVALID_QUANTITY: 'Enter a valid quantity.',
  SUBITEM_NOT_FOUND: 'One of the chosen options no longer exists.',
  SUBITEM_BLOCKED: 'One of the chosen options is unavailable right now.',
  SUBCATEGORY_MIN: 'Choose every required option.',
  SUBCATEGORY_MAX: 'You chose too many options in a group.',
  SUBITEM_REPEAT: 'This option cannot be repeated.',
  INTERVAL_REQUIRED: 'Choose the start and end dates.',
  INVALID_INTERVAL: 'The chosen period is invalid: the end must be after the start.',
  COUPON_NOT_FOUND: 'Coupon not found.',
  COUPON_NOT_APPLICABLE: 'This coupon is not valid at this store.',
  COUPONS_DISABLED: 'This store does not accept discount coupons.',
  COUPON_MINIMUM_NOT_MET: 'The order does not reach the minimum value for this coupon.',
  COUPON_EXPIRED: 'This coupon is not valid on this date.',
  MINIMUM_ORDER_VALUE: "The order does not reach the store's minimum value.",
  DELIVERY_AREA_NOT_COVERED: 'We do not deliver to this address.',
  ADDRESS_REQUIRED: 'Enter the delivery address (city and district) to work out the delivery.',
  OPERATION_NOT_AVAILABLE:
    'This store does not serve this way now. Choose another delivery, pick-up or booking option.',
  SCHEDULE_REQUIRED: 'Choose the date and time for the booking.',
  INVALID_SCHEDULE: 'This time is not available. Choose one of the times offered.',
  GATE_DELIVERY_REQUIRED: 'Give the terminal, gate, flight and boarding time for delivery at the gate.',
  GATE_DELIVERY_TOO_LATE:
    'There is not enough time to deliver to the gate: the order would arrive at {arrivesAt} and must arrive by {deadline}. Pick it up at the counter or choose a faster store (for this flight, order by {orderBy}).',
  SHIPPING_OPTION_UNAVAILABLE: 'The shipping option you chose is no longer available. Choose another one.',
  SHIPPING_OPTION_REQUIRED: 'This address is outside our own delivery area: choose a shipping option.',
  CARRIER_NOT_NOW:
    'We cannot deliver to this address now: it is outside our delivery area. Schedule the delivery to send it by carrier.',
  CHANGE_BELOW_TOTAL: 'The change must be for an amount equal to or above the order total ({total}).',
  LOUNGE_VISIT_OUTSIDE_PASS:
    'The VIP lounge pass is valid for up to 1 year after purchase: choose a visit within that time.',
  SINGLE_ITEM_PER_ORDER:
    'This service takes one booking per order: keep in the cart only what is for the same visit and place another order for the next.',
};

const es: Messages = {
  EMPTY_CART: 'Tu carrito está vacío.',
  CLOSED_COMPANY: 'La tienda está cerrada ahora. Programa el pedido o vuelve en el horario de atención.',
  ITEM_NOT_FOUND: 'Este artículo ya no está disponible en este catálogo.',
  ITEM_BLOCKED: 'Este artículo no está disponible en este momento.',
  PRODUCT_OUT_OF_STOCK: 'No hay stock suficiente de este producto.',
  QUANTITY_BELOW_MIN: 'La cantidad está por debajo del mínimo para este artículo.',
  QUANTITY_ABOVE_MAX: 'La cantidad está por encima del máximo para este artículo.',
  QUANTITY_NOT_A_STEP: 'Elige uno de los pesos que se ofrecen para este artículo.',
  INVALID_QUANTITY: 'Indica una cantidad válida.',
  SUBITEM_NOT_FOUND: 'Una de las opciones elegidas ya no existe.',
  SUBITEM_BLOCKED: 'Una de las opciones elegidas no está disponible en este momento.',
  SUBCATEGORY_MIN: 'Elige todas las opciones obligatorias.',
  SUBCATEGORY_MAX: 'Elegiste demasiadas opciones en un grupo.',
  SUBITEM_REPEAT: 'Esta opción no se puede repetir.',
  INTERVAL_REQUIRED: 'Elige las fechas de inicio y fin.',
  INVALID_INTERVAL: 'El período elegido no es válido: el final debe ser posterior al inicio.',
  COUPON_NOT_FOUND: 'Cupón no encontrado.',
  COUPON_NOT_APPLICABLE: 'Este cupón no es válido en esta tienda.',
  COUPONS_DISABLED: 'Esta tienda no acepta cupones de descuento.',
  COUPON_MINIMUM_NOT_MET: 'El pedido no alcanza el valor mínimo para este cupón.',
  COUPON_EXPIRED: 'Este cupón no es válido en esta fecha.',
  MINIMUM_ORDER_VALUE: 'El pedido no alcanza el valor mínimo de la tienda.',
  DELIVERY_AREA_NOT_COVERED: 'No entregamos en esta dirección.',
  ADDRESS_REQUIRED: 'Indica la dirección de entrega (ciudad y barrio) para calcular el envío.',
  OPERATION_NOT_AVAILABLE:
    'Esta tienda no atiende de esta forma ahora. Elige otra opción de entrega, retiro o reserva.',
  SCHEDULE_REQUIRED: 'Elige la fecha y la hora de la reserva.',
  INVALID_SCHEDULE: 'Este horario no está disponible. Elige uno de los horarios ofrecidos.',
  GATE_DELIVERY_REQUIRED: 'Indica terminal, puerta, vuelo y hora de embarque para la entrega en la puerta.',
  GATE_DELIVERY_TOO_LATE:
    'No hay tiempo para entregar en la puerta: el pedido llegaría a las {arrivesAt} y debe llegar antes de las {deadline}. Recógelo en el mostrador o elige una tienda más rápida (para este vuelo, pide antes de las {orderBy}).',
  SHIPPING_OPTION_UNAVAILABLE: 'La opción de envío elegida ya no está disponible. Elige otra.',
  SHIPPING_OPTION_REQUIRED: 'Esta dirección está fuera de nuestra zona de entrega propia: elige una opción de envío.',
  CARRIER_NOT_NOW:
    'No entregamos ahora en esta dirección: está fuera de nuestra zona de entrega. Programa la entrega para enviarla por transportadora.',
  CHANGE_BELOW_TOTAL: 'El cambio debe ser para un valor igual o mayor que el total del pedido ({total}).',
  LOUNGE_VISIT_OUTSIDE_PASS:
    'El pase de la sala VIP vale hasta 1 año después de la compra: elige una visita dentro de ese plazo.',
  SINGLE_ITEM_PER_ORDER:
    'Este servicio acepta una reserva por pedido: deja en el carrito solo lo de la misma visita y haz otro pedido para la siguiente.',
};

const MESSAGES: Record<Locale, Messages> = { 'pt-BR': ptBR, en, es };

/** `params` fill the message's `{name}` places (the gate delivery's times). */
export function problemMessage(
  code: ProblemCode,
  locale: Locale,
  params?: Readonly<Record<string, string>> | null,
): string {
  const text = MESSAGES[locale][code];
  return params ? text.replace(/\{(\w+)\}/g, (place, name: string) => params[name] ?? place) : text;
}
