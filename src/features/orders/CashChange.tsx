import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { reaisToCents } from '@/src/domain/pricing/money';

/** "Troco para R$ 50,00 (levar R$ 30,60 de troco)": what the courier must bring, for the shopper and the staff. */
export function CashChange({
  payment,
  total,
}: {
  payment: { method: string; changeFor?: number | null };
  total: number;
}) {
  const { t } = useTranslation('orders');
  if (payment.method !== 'CASH' || !payment.changeFor) return null;
  const amount = reaisToCents(payment.changeFor);
  return (
    <Typography variant="body2" data-testid="order-change-for" sx={{ fontWeight: 600 }}>
      {t('cashChange', { amount: formatBRL(amount), change: formatBRL(Math.max(0, amount - reaisToCents(total))) })}
    </Typography>
  );
}
