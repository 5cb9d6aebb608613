/**
 * `/painel/pedidos`' declaration, on a company's own host: its staff only. No session → sign-in and back; a session
 * of anyone else (a shopper, another company's staff) → 403. The orders are read with the staff member's identity.
 */
import { orderPage } from '@/src/features/orders/order-page';
import { CompanyOrdersDocument } from '@/src/features/staff/company-orders.generated';

export const staffBoardPage = orderPage<{ staff: boolean }>(
  async (_request, { query, source }) => {
    const staff = await source('staffOfCompany');
    if (!staff) return { props: { staff }, status: 403 };
    await query(CompanyOrdersDocument, {}).catch(() => undefined);
    return { props: { staff } };
  },
  { always: true },
);
