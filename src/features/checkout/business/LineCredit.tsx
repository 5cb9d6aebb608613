/**
 * "Pagar com 1 crédito do pacote" on one client's line of a company booking (issue 18, point 5): the company's
 * choice (UseCreditChoice) for the line's service, counting the credits the other lines of this order already took
 * from the same package so the lines never take more than remain, and the server's refusal of that credit
 * (BUSINESS_NO_CREDIT, BUSINESS_CREDIT_EXPIRED, BUSINESS_CREDIT_NOT_APPLICABLE at `business.lines.N.useCredit`)
 * said under it until the choice changes. Loaded after the page (ClientLinesStep), like the balance it reads.
 */
import Box from '@mui/material/Box';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useClientQuery } from '@/src/client/client-query';
import { UseCreditChoice } from '@/src/features/business/UseCreditChoice';
import type { BusinessLine, Refusal } from './business-checkout-state';

const balancesDocument = async () =>
  (await import('@/src/features/business/business-credit-balances.generated')).BusinessCreditBalancesDocument;

export interface LineCreditProps {
  accountId: string;
  lines: readonly BusinessLine[];
  index: number;
  /** The cart's item id of each service (a line's `service` is its position). */
  itemIds: readonly string[];
  refusal: Refusal | null;
  onChange: (useCredit: boolean) => void;
}

const itemOf = (line: BusinessLine, itemIds: readonly string[]) => itemIds[line.service] ?? itemIds[0] ?? '';

/** How many other lines pay with a credit of the package that pays for `itemId` (they draw on the same balance). */
export function creditsTakenByOthers(
  lines: readonly BusinessLine[],
  index: number,
  itemIds: readonly string[],
  packageItems: readonly string[],
): number {
  return lines.filter((line, i) => i !== index && line.useCredit && packageItems.includes(itemOf(line, itemIds)))
    .length;
}

export function LineCredit({ accountId, lines, index, itemIds, refusal, onChange }: LineCreditProps) {
  const { t } = useTranslation('credits');
  const line = lines[index];
  const itemId = line ? itemOf(line, itemIds) : '';
  const { data } = useClientQuery(balancesDocument, { variables: { accountId }, skip: !accountId });
  const balance = data?.businessCredits.balances.find((b) => b.itemIds.includes(itemId));
  if (!line || !itemId) return null;
  const taken = balance ? creditsTakenByOthers(lines, index, itemIds, balance.itemIds) : 0;
  const errorId = `business-line-${line.key}-useCredit-error`;
  // The box is shut when none is left; a stale click still may not take a credit the other lines hold.
  const choose = (useCredit: boolean) => {
    if (useCredit && (!balance || balance.remaining - taken <= 0)) return;
    onChange(useCredit);
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} aria-describedby={refusal ? errorId : undefined}>
      {balance || !line.useCredit ? (
        <UseCreditChoice
          accountId={accountId}
          itemId={itemId}
          checked={!!line.useCredit}
          takenByOtherLines={taken}
          onChange={choose}
        />
      ) : (
        // No package pays for this service any more (or the balance is still being read): the credit asked
        // earlier can still be given up, so the line is never stuck on a refusal.
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
          <input
            type="checkbox"
            checked
            onChange={() => onChange(false)}
            style={{ width: 20, height: 20, margin: 0 }}
          />
          <span>{t('use.label')}</span>
        </Box>
      )}
      {refusal && (
        <Box
          id={errorId}
          role="alert"
          data-testid="use-credit-error"
          sx={{ color: 'error.main', fontSize: '0.875rem', pl: 3.5 }}
        >
          {t(`errors.${refusal.code}`, { defaultValue: refusal.message })}
        </Box>
      )}
    </Box>
  );
}
