/** A fixture order as the GraphQL API answers it (reais, ISO timestamps with offsets), for the order screens' tests. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/orders.json';
import en from '@/locales/en/orders.json';
import es from '@/locales/es/orders.json';
import type { OrderWithVouchers } from '@/src/features/orders/order-view';

export async function ordersI18n(lng = 'pt-BR') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: { 'pt-BR': { orders: ptBR }, en: { orders: en }, es: { orders: es } },
    defaultNS: 'orders',
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function fixtureOrder(overrides: Partial<OrderWithVouchers> = {}): OrderWithVouchers {
  return {
    _id: 'order-1',
    number: 'A7K-42',
    status: 'PLACED',
    catalogId: 'burger-pista',
    catalogTitle: 'Burger Pista',
    createdAt: '2026-11-23T12:00:00.000-03:00',
    updatedAt: '2026-11-23T12:00:00.000-03:00',
    subtotal: 77.8,
    discount: 0,
    deliveryFee: 5,
    total: 82.8,
    canCancel: true,
    cancelRefusal: null,
    cancelReason: null,
    customerName: null,
    receivedGuest: null,
    couponCode: null,
    items: [
      {
        itemId: 'classico',
        name: 'Clássico Pista',
        quantity: 2,
        unitOfMeasurement: null,
        unitPrice: 38.9,
        total: 77.8,
        options: [
          { name: 'Ao ponto', quantity: 1, unitPrice: 0 },
          { name: 'Bacon', quantity: 2, unitPrice: 4 },
        ],
        interval: null,
        note: 'Sem cebola',
      },
    ],
    operationWay: { type: 'delivery', time: 'now', scheduledFor: null },
    gateDelivery: { terminal: '2', gate: '14', flightNumber: 'LA3456', boardingTime: '2026-11-23T13:30:00.000-03:00' },
    deliveryAddress: null,
    deliverBy: { at: '2026-11-23T13:10:00.000-03:00', kind: 'GATE' },
    flight: null,
    events: [{ status: 'PLACED', at: '2026-11-23T12:00:00.000-03:00', reason: null }],
    payment: {
      method: 'STRIPE',
      status: 'AUTHORIZED',
      pixCopyPaste: null,
      pixQrCodeSvg: null,
      pixExpiresAt: null,
      declineReason: null,
      bankTransferReference: null,
      linkUrl: null,
      expiresAt: null,
      changeFor: null,
    },
    vouchers: [],
    whatsappLink: null,
    companySlug: 'aeroporto',
    receiptUrl: null,
    bookingMove: null,
    ...overrides,
  };
}
