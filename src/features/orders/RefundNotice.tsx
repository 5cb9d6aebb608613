/**
 * After a cancel, what comes back, how and when (issue 17, point 6): the rule of src/domain/orders/cancellation-refund.ts
 * read from the order's payment as the server left it.
 */
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { cancellationRefund } from '@/src/domain/orders/cancellation-refund';
import { reaisToCents } from '@/src/domain/pricing/money';
import type { OrderPaymentView } from './order-view';

export function RefundNotice({ payment, total }: { payment: OrderPaymentView; total: number }) {
  const { t } = useTranslation('orders');
  const refund = cancellationRefund({
    method: payment.method,
    status: payment.status,
    totalCents: reaisToCents(total),
  });
  const [min, max] = refund.businessDays ?? [0, 0];
  return (
    <div data-testid="order-refund">
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {t(`refund.${refund.outcome}`, {
          amount: formatBRL(refund.amountCents),
          min,
          max,
          method: t(`payment.method.${payment.method}`, { defaultValue: payment.method }),
        })}
      </Typography>
      {refund.outcome === 'NOTHING_CHARGED' && refund.kind === 'pix' && (
        <Typography variant="body2">{t('refund.pixVoid')}</Typography>
      )}
    </div>
  );
}
