/** `GET /api/orders/{id}/receipt`: a paid order's receipt PDF, for its buyer and its company's members (else 404). */
import { serveReceipt } from '@/src/server/business/receipt-route';

export default serveReceipt;
