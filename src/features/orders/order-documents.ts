/** The order documents the status page runs in the browser, imported on first use (order-actions.ts). */
export { CancelOrderDocument } from './cancel-order.generated';
export { OrderLiveDocument } from './order-live.generated';
