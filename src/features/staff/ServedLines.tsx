/**
 * The board's part of a company booking (issue 18, point 9): each client's line with its time, and either who met
 * them and when, or a button that opens the form to record it (when met — the booked time to start with, in the
 * airport's offset —, by whom, a note). Saving tells the booker by e-mail; a refusal is said in the form, whose
 * entries stay.
 */
import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { LightButton as Button } from '@/src/ui/LightButton';
import { LazyDialog as Dialog } from '@/src/ui/LazyDialog';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { formatWhen } from '@/src/features/orders/order-time';
import type { BoardOrder } from './board-order';
import { reportBookingServed } from './board-actions';

type Line = BoardOrder['businessLines'][number];

/** `2026-11-24T06:40:00.000-03:00` → wall clock `2026-11-24T06:40` and offset `-03:00`. */
function split(iso: string | null): { local: string; offset: string } {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(iso ?? '');
  return match ? { local: match[1], offset: match[2] } : { local: '', offset: '-03:00' };
}

export function ServedLines({ order }: { order: BoardOrder }) {
  const { t, i18n } = useTranslation('orders');
  const [served, setServed] = useState<Record<number, { metAt: string; agentName: string }>>({});
  const [open, setOpen] = useState<Line | null>(null);
  if (order.businessLines.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }} data-testid="board-business-lines">
      {order.businessLines.map((line) => {
        const done = served[line.line] ?? line.served;
        return (
          <Typography component="li" variant="body2" key={line.line} sx={{ overflowWrap: 'anywhere' }}>
            {line.clientName} · {formatWhen(line.time, i18n.language)}
            {done ? (
              <Box component="span" sx={{ display: 'block', color: 'success.dark', fontWeight: 600 }}>
                {t('served.done', { time: formatWhen(done.metAt, i18n.language), agent: done.agentName })}
              </Box>
            ) : (
              order.status !== 'CANCELED' && (
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => setOpen(line)}
                  sx={{ display: 'flex', minHeight: 44, mt: 0.5 }}
                  data-testid={`board-served-${line.line}`}
                >
                  {t('served.button', { client: line.clientName ?? '' })}
                </Button>
              )
            )}
          </Typography>
        );
      })}
      {open && (
        <ServedForm
          key={open.line}
          orderId={order._id}
          line={open}
          onClose={() => setOpen(null)}
          onSaved={(report) => {
            setServed({ ...served, [report.line]: report });
            setOpen(null);
          }}
        />
      )}
    </Box>
  );
}

function ServedForm({
  orderId,
  line,
  onClose,
  onSaved,
}: {
  orderId: string;
  line: Line;
  onClose(): void;
  onSaved(report: { line: number; metAt: string; agentName: string }): void;
}) {
  const { t, i18n } = useTranslation('orders');
  const id = useId();
  const booked = split(line.time);
  const [metAt, setMetAt] = useState(booked.local);
  const [agentName, setAgentName] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSaved(
        await reportBookingServed(i18n.language, orderId, line.line, {
          metAt: `${metAt}:00${booked.offset}`,
          agentName,
          note,
        }),
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>
          {t('served.title')} — {line.clientName}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={t('served.metAt')}
            type="datetime-local"
            value={metAt}
            required
            onChange={(event) => setMetAt(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('served.agent')}
            value={agentName}
            required
            autoFocus
            onChange={(event) => setAgentName(event.target.value.slice(0, 80))}
          />
          <TextField
            label={t('served.note')}
            value={note}
            multiline
            minRows={2}
            onChange={(event) => setNote(event.target.value.slice(0, 500))}
          />
          {error && (
            <Typography role="alert" color="error" variant="body2">
              {error}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>
            {t('served.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
            {t('served.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
