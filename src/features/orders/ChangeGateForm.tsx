/**
 * "Mudar portão" (issue 17, point 6): the buyer of a gate delivery changes its terminal and gate until the order
 * leaves. Shown while the order has not left (the statuses it follows its flight in); the server decides again
 * (GATE_CHANGE_CLOSED after dispatch or boarding) and its translated refusal is shown under the field. Loaded after
 * the page (OrderStatusPage), only on a gate delivery.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { followsFlight } from '@/src/domain/flights/flight-change';
import { LightButton as Button } from '@/src/ui/LightButton';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { changeOrderGate } from './change-gate-actions';
import type { OrderWithVouchers } from './order-view';
import { Section } from './Section';

export interface ChangeGateFormProps {
  order: Pick<OrderWithVouchers, '_id' | 'status' | 'gateDelivery'>;
  onChanged(order: OrderWithVouchers): void;
}

export function ChangeGateForm({ order, onChanged }: ChangeGateFormProps) {
  const { t, i18n } = useTranslation('orders');
  const id = useId();
  const gate = order.gateDelivery;
  const [terminal, setTerminal] = useState(gate?.terminal ?? '');
  const [typed, setGate] = useState(gate?.gate ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  if (!gate || !followsFlight(order.status)) return null;

  const send = async () => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      const changed = await changeOrderGate(i18n.language, order._id, { terminal, gate: typed });
      onChanged(changed);
      // The fields show the place as the server keeps it ("14b" is gate 14B).
      setTerminal(changed.gateDelivery?.terminal ?? terminal);
      setGate(changed.gateDelivery?.gate ?? typed);
      setDone(true);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('gateChange.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={t('gateChange.title')} id="order-gate-change-title">
      <Box
        component="form"
        noValidate
        data-testid="gate-change-form"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          void send();
        }}
        sx={{ display: 'grid', gap: 1 }}
      >
        <Typography variant="body2">{t('gateChange.lead')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            id={`${id}-terminal`}
            label={t('gateChange.terminal')}
            value={terminal}
            onChange={(event) => setTerminal(event.target.value.slice(0, 40))}
            slotProps={{ htmlInput: { 'data-testid': 'gate-change-terminal' } }}
            sx={{ flex: '1 1 10rem' }}
          />
          <TextField
            id={`${id}-gate`}
            label={t('gateChange.gate')}
            value={typed}
            onChange={(event) => setGate(event.target.value.slice(0, 10))}
            error={!!error}
            helperText={error ?? undefined}
            slotProps={{ htmlInput: { 'data-testid': 'gate-change-gate', autoCapitalize: 'characters' } }}
            sx={{ flex: '1 1 6rem' }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !terminal.trim() || !typed.trim()}
            sx={{ minHeight: 56 }}
          >
            {t('gateChange.save')}
          </Button>
        </Box>
        {done && (
          <Typography role="status" variant="body2" data-testid="gate-change-done">
            {t('gateChange.done', { gate: gate.gate })}
          </Typography>
        )}
      </Box>
    </Section>
  );
}
