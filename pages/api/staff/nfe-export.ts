/** `GET /api/staff/nfe-export?month=AAAA-MM&format=csv|json`: the month's NF-e records, for the company's staff. */
import { serveNfeExport } from '@/src/server/business/nfe-export-route';

export default serveNfeExport;
