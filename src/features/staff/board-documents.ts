/** The staff board's documents run in the browser, imported on first use (board-actions.ts). */
export { BoardConfirmRescheduleFeeDocument } from './board-confirm-reschedule-fee.generated';
export { BoardOrderDocument } from './board-order.generated';
export { BoardOrdersDocument } from './board-orders.generated';
export { BoardUpdateOrderStatusDocument } from './board-update-order-status.generated';
export { ReportBookingServedDocument } from './report-booking-served.generated';
