/**
 * For the checkout of a company booking (issue 18, point 5): "pay this line with 1 package credit". Drop it beside
 * a business line whose item may be paid with a credit; it reads the company's balance per package
 * (BusinessCreditBalances, through the one browser client) and renders nothing when no package of the company pays
 * for this item. Checked, the line goes to createOrder with `business.lines[i].useCredit: true`; the server prices
 * it at 0 and takes the credit (or refuses with BUSINESS_NO_CREDIT / BUSINESS_CREDIT_EXPIRED, whose texts are in the
 * `credits` namespace under `errors`). Needs the `credits` namespace on the page.
 *
 * `takenByOtherLines`: how many other lines of the same order already pay with a credit of this item's package
 * (they draw on the same balance), so the last credit is not offered twice.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useClientQuery } from '@/src/client/client-query';
import { usePageLocale } from '@/src/client/page-data';
import { formatDay } from './credit-dates';

const balancesDocument = async () =>
  (await import('./business-credit-balances.generated')).BusinessCreditBalancesDocument;

export interface UseCreditChoiceProps {
  accountId: string;
  itemId: string;
  checked: boolean;
  onChange(checked: boolean): void;
  takenByOtherLines?: number;
  disabled?: boolean;
}

export function UseCreditChoice({
  accountId,
  itemId,
  checked,
  onChange,
  takenByOtherLines = 0,
  disabled = false,
}: UseCreditChoiceProps) {
  const { t } = useTranslation('credits');
  const locale = usePageLocale();
  const id = useId();
  const { data } = useClientQuery(balancesDocument, { variables: { accountId }, skip: !accountId });
  const balance = data?.businessCredits.balances.find((b) => b.itemIds.includes(itemId));
  if (!balance) return null;
  const left = balance.remaining - takenByOtherLines;
  const none = left <= 0 && !checked;
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }} data-testid="use-credit">
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, cursor: none ? 'default' : 'pointer' }}
      >
        <Box
          component="input"
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled || none}
          aria-describedby={`${id}-note`}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
          sx={{ width: 20, height: 20, m: 0, accentColor: 'var(--mui-palette-primary-main, #0b1f44)' }}
        />
        <span>{t('use.label')}</span>
      </Box>
      <Box id={`${id}-note`} component="span" sx={{ fontSize: '0.875rem', color: 'text.secondary', pl: 3.5 }}>
        {none
          ? t('use.none')
          : t('use.left', { count: Math.max(left, 0), date: formatDay(balance.nextExpiry, locale) })}
      </Box>
    </Box>
  );
}
