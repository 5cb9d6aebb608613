/** The bookings CSV's column headings and status names in the three languages (src/server/business/bookings-export.ts). */
import type { BookingCsvHeaders } from '../../domain/business/bookings-csv';
import type { PlacedOrderStatus } from '../../domain/orders/order-status';
import type { Locale } from './localize';

export const CSV_HEADERS: Record<Locale, BookingCsvHeaders> = {
  'pt-BR': {
    number: 'Pedido',
    status: 'Situação',
    serviceAt: 'Data do serviço',
    createdAt: 'Reservado em',
    store: 'Serviço',
    items: 'Itens',
    clients: 'Clientes',
    bookedBy: 'Reservado por',
    totalCents: 'Total (R$)',
  },
  en: {
    number: 'Order',
    status: 'Status',
    serviceAt: 'Service date',
    createdAt: 'Booked at',
    store: 'Service',
    items: 'Items',
    clients: 'Clients',
    bookedBy: 'Booked by',
    totalCents: 'Total (BRL)',
  },
  es: {
    number: 'Pedido',
    status: 'Estado',
    serviceAt: 'Fecha del servicio',
    createdAt: 'Reservado el',
    store: 'Servicio',
    items: 'Artículos',
    clients: 'Clientes',
    bookedBy: 'Reservado por',
    totalCents: 'Total (R$)',
  },
};

export const CSV_STATUS: Record<Locale, Record<PlacedOrderStatus, string>> = {
  'pt-BR': {
    PLACED: 'Pedido realizado',
    CONFIRMED: 'Confirmado',
    PREPARING: 'Em preparo',
    DISPATCHED: 'A caminho',
    READY: 'Pronto',
    DELIVERED: 'Entregue',
    COMPLETED: 'Concluído',
    CANCELED: 'Cancelado',
  },
  en: {
    PLACED: 'Placed',
    CONFIRMED: 'Confirmed',
    PREPARING: 'Being prepared',
    DISPATCHED: 'On its way',
    READY: 'Ready',
    DELIVERED: 'Delivered',
    COMPLETED: 'Completed',
    CANCELED: 'Cancelled',
  },
  es: {
    PLACED: 'Pedido realizado',
    CONFIRMED: 'Confirmado',
    PREPARING: 'En preparación',
    DISPATCHED: 'En camino',
    READY: 'Listo',
    DELIVERED: 'Entregado',
    COMPLETED: 'Completado',
    CANCELED: 'Cancelado',
  },
};
