/** The day of an ISO instant as the credit screens write it (its own offset: the store's zone), no time. */
import { formatWhen } from '@/src/features/orders/order-time';

export const formatDay = (iso: string | null | undefined, locale: string | undefined): string =>
  formatWhen(iso, locale).split(' ')[0] ?? '';
