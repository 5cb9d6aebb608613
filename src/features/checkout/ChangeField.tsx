import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { parseCurrencyInput } from '@/src/domain/brazil/currency-input';
import { checkCashChange } from '@/src/domain/payments/cash-change';
import { TextInput } from '@/src/ui/TextInput';

/** The change problem of `changeForCents` against the order's total (cents), or null; the server checks the same. */
export function changeError(changeForCents: number | null, totalCents: number | null): { total: string } | null {
  if (totalCents === null) return null;
  const check = checkCashChange('CASH', changeForCents, totalCents);
  return check.ok ? null : { total: formatBRL(check.totalCents) };
}

/**
 * "Troco para quanto?": the note the shopper will pay the courier with, typed as money (the digits are cents),
 * empty for exact money. An amount below the total says so, with the total, where it is typed.
 */
export function ChangeField({
  changeForCents,
  totalCents,
  showError,
  onChange,
}: {
  changeForCents: number | null;
  /** The order's total as the server quoted it, or null while it is not known. */
  totalCents: number | null;
  showError: boolean;
  onChange: (cents: number | null) => void;
}) {
  const { t } = useTranslation('checkout');
  const problem = showError ? changeError(changeForCents, totalCents) : null;
  return (
    <TextInput
      id="checkout-change-for"
      label={t('payment.change.label')}
      value={changeForCents ? formatBRL(changeForCents) : ''}
      onChange={(event) => {
        const cents = parseCurrencyInput(event.target.value);
        onChange(cents > 0 ? cents : null);
      }}
      fullWidth
      error={!!problem}
      helperText={
        problem ? (
          <span role="alert" data-testid="checkout-change-error">
            {t('payment.change.belowTotal', { total: problem.total })}
          </span>
        ) : totalCents !== null ? (
          t('payment.change.hint', { total: formatBRL(totalCents) })
        ) : (
          t('payment.change.hintNoTotal')
        )
      }
      inputProps={{ 'data-testid': 'checkout-change-for', inputMode: 'numeric', autoComplete: 'off' }}
    />
  );
}
