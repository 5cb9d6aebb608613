/**
 * /painel/pedidos's section for business accounts (issue 18, point 6): each account with a credit line with the
 * store, its status and limit, and for an account that asked, when it asked and its note (the server lists the
 * requests awaiting a decision first); staff approve it with a limit in reais or suspend it. The server decides and
 * refuses in the page's language; its message is shown at the row.
 */
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useEffect, useState } from 'react';
import { formatCnpj } from '@/src/domain/brazil/cnpj';
import { parseReaisText } from '@/src/domain/brazil/reais-text';
import { formatWhen } from '@/src/features/orders/order-time';
import { decideCreditLine, readCreditLines, type CreditDecision, type StaffCreditLine } from './credit-line-actions';

function CreditLineRow({ line, onChange }: { line: StaffCreditLine; onChange: (line: StaffCreditLine) => void }) {
  const { t, i18n } = useTranslation('orders');
  const [limit, setLimit] = useState(String(line.limit));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = async (status: CreditDecision) => {
    // Read the Brazilian way ("5.000" is five thousand); the server still decides what limit is acceptable.
    const amount = parseReaisText(limit);
    if (amount === null) return setError(t('creditLines.limitUnreadable'));
    setBusy(true);
    setError(null);
    try {
      onChange(await decideCreditLine(i18n.language, line.accountId, status, amount));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{line.tradeName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatCnpj(line.cnpj)}
        </Typography>
        <Chip size="small" label={t(`creditLines.status.${line.status}`)} />
      </Stack>
      {line.requestedAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('creditLines.requestedAt', { when: formatWhen(line.requestedAt, i18n.language) })}
        </Typography>
      )}
      {line.requestNote && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t('creditLines.note', { note: line.requestNote })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('creditLines.limit')}
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ maxWidth: 160 }}
        />
        <Button variant="contained" disabled={busy} onClick={() => decide('APPROVED')}>
          {t('creditLines.approve')}
        </Button>
        {/* warning.main is 3:1 on white: text in warning.dark (theme.ts) reads at 4.5:1. */}
        <Button color="warning" disabled={busy} onClick={() => decide('SUSPENDED')} sx={{ color: 'warning.dark' }}>
          {t('creditLines.suspend')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

export function CreditLinesPanel() {
  const { t, i18n } = useTranslation('orders');
  const [lines, setLines] = useState<StaffCreditLine[] | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    readCreditLines(i18n.language).then(setLines, () => setError(true));
  }, [i18n.language]);
  const replace = (next: StaffCreditLine) =>
    setLines((current) => (current ?? []).map((line) => (line.accountId === next.accountId ? next : line)));
  return (
    <Box
      component="section"
      aria-labelledby="credit-lines-title"
      sx={{ maxWidth: 960, mx: 'auto', px: 2, pb: 4, mt: 4 }}
    >
      <Typography id="credit-lines-title" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('creditLines.title')}
      </Typography>
      {error && <Alert severity="error">{t('creditLines.loadError')}</Alert>}
      {lines?.length === 0 && <Typography color="text.secondary">{t('creditLines.empty')}</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {lines?.map((line) => (
          <CreditLineRow key={`${line.accountId}-${line.updatedAt}`} line={line} onChange={replace} />
        ))}
      </Box>
    </Box>
  );
}
