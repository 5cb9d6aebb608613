/**
 * Moving a hospitality booking: the shopper picks a date and one of the slots the checkout would offer, sees what
 * the move costs before confirming (free with 24 working hours' notice or more, else 25% of the total, charged with
 * the order's own method: docs/business-rules.md "Order policies"), and confirms. The server re-checks the slot
 * and the fee; what it answers replaces the order on the page. A late move of a card-paid booking asks for a card
 * (the checkout's card form: sandbox fields or Stripe's), charged for the fee only; a declined card is announced
 * and the booking stays. A fee paid by PIX, transfer or link moves nothing yet: the booking keeps its slot and the
 * move waits for the payment, which the status page shows beside this section (PendingMoveNotice).
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatBRL } from '@/src/domain/brazil/format';
import { paymentKind } from '@/src/domain/orders/checkout-payments';
import { SANDBOX_TOKENIZATION } from '@/src/features/checkout/card-token';
import { CardForm, type CardFormHandle } from '@/src/features/checkout/CardForm';
import { SlotPicker } from '@/src/features/checkout/SlotPicker';
import { reaisToCents } from '@/src/domain/pricing/money';
import type { RescheduleActions } from './reschedule-actions';
import type { RescheduleFeeView, RescheduleSlots } from './reschedule-documents';
import { formatDay, formatWhen } from './order-time';
import { SR_ONLY } from './sr-only';
import type { OrderWithVouchers } from './order-view';

type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: T };

export function RescheduleSection({
  order,
  actions,
  onMoved,
}: {
  order: OrderWithVouchers;
  actions: RescheduleActions;
  onMoved: (order: OrderWithVouchers) => void;
}) {
  const { t, i18n } = useTranslation('reschedule');
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<string | null>(null);
  const [slots, setSlots] = useState<Load<RescheduleSlots>>({ state: 'loading' });
  const [fee, setFee] = useState<Load<RescheduleFeeView>>({ state: 'loading' });
  const [chosen, setChosen] = useState('');
  /** The date whose slots the last answer brought: until the chosen date's arrive, the picker says it is loading. */
  const [answered, setAnswered] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const cardForm = useRef<CardFormHandle>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    actions.fee().then(
      (value) => live && setFee({ state: 'ready', value }),
      () => live && setFee({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [open, actions]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    actions.slots(date).then(
      (value) => {
        if (!live) return;
        setSlots({ state: 'ready', value });
        setAnswered(date);
        setChosen('');
      },
      () => live && setSlots({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [open, date, actions]);

  const booked = order.operationWay.scheduledFor;
  const amount = fee.state === 'ready' ? formatBRL(reaisToCents(fee.value.fee)) : '';
  const late = fee.state === 'ready' && fee.value.late;
  // The fee of a card-paid booking needs the card again: the first charge's token was single-use.
  const asksCard = late && paymentKind(order.payment.method) === 'card';
  const tokenization = (slots.state === 'ready' ? slots.value.cardTokenization : null) ?? SANDBOX_TOKENIZATION;

  const confirm = async () => {
    if (!chosen || busy) return;
    setBusy(true);
    setError('');
    try {
      let card = null;
      if (asksCard) {
        const token = await cardForm.current?.tokenise();
        if (!token?.ok) {
          setError(token?.message || t('cardInvalid'));
          return;
        }
        card = { token: token.token, publishableKey: tokenization.publishableKey };
      }
      const answer = await actions.move(chosen, card);
      setDone(
        answer.moved
          ? t('done', { when: formatWhen(answer.order.operationWay.scheduledFor, i18n.language) })
          : t('requested', { when: formatWhen(chosen, i18n.language) }),
      );
      setOpen(false);
      onMoved(answer.order);
    } catch (failure) {
      setError((failure as Error).message || t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="reschedule">
      <Typography variant="body2">{t('current', { when: formatWhen(booked, i18n.language) })}</Typography>
      {/* The live region stays in the page so the move is announced; empty, it takes no room in the grid. */}
      <Typography role="status" variant="body2" data-testid="reschedule-done" sx={done ? { fontWeight: 600 } : SR_ONLY}>
        {done}
      </Typography>
      {!open && order.bookingMove?.movableNow !== false && (
        <Button
          variant="outlined"
          onClick={() => {
            setOpen(true);
            setDone('');
          }}
          sx={{ minHeight: 44, justifySelf: 'start' }}
        >
          {t('open')}
        </Button>
      )}
      {open && (
        <>
          {fee.state === 'loading' && <Skeleton width="80%" />}
          {fee.state === 'error' && (
            <Typography role="alert" color="error">
              {t('feeFailed')}
            </Typography>
          )}
          {fee.state === 'ready' && (
            <Typography variant="body2" data-testid="reschedule-fee" sx={{ fontWeight: late ? 700 : 400 }}>
              {late ? t('feeLate', { amount }) : t('feeFreeNow')}
            </Typography>
          )}
          {slots.state === 'error' && (
            <Typography role="alert" color="error">
              {t('slotsFailed')}
            </Typography>
          )}
          {slots.state === 'loading' && <Skeleton variant="rounded" height={88} />}
          {slots.state === 'ready' && (
            <>
              <SlotPicker
                idPrefix="reschedule"
                dates={slots.value.dates}
                date={date ?? slots.value.slots[0]?.date ?? slots.value.dates[0] ?? null}
                onDate={setDate}
                slots={slots.value.slots}
                value={chosen}
                onChange={setChosen}
                disabledStartsAt={booked}
                loading={date !== answered}
                locale={i18n.language}
                labels={{
                  date: t('date'),
                  dateHint: t('picker.dateHint'),
                  time: t('slots'),
                  noSlots: t('noSlots'),
                  loading: t('picker.loading'),
                  outOfRange: (first, last) =>
                    t('picker.outOfRange', {
                      first: formatDay(`${first}T12:00:00`, i18n.language),
                      last: formatDay(`${last}T12:00:00`, i18n.language),
                    }),
                  // Shifts read as their range; exact hours (the lounge) as the hour of entry.
                  slot: (slot) => (slot.shift ? `${slot.start}–${slot.end}` : slot.start),
                }}
              />
            </>
          )}
          {asksCard && (
            <Box
              component="fieldset"
              sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}
              data-testid="reschedule-card"
            >
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {t('cardTitle', { amount })}
              </Typography>
              <CardForm ref={cardForm} tokenization={tokenization} locale={i18n.language} idPrefix="reschedule-card" />
            </Box>
          )}
          {error && (
            <Typography role="alert" color="error" data-testid="reschedule-error">
              {error}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={!chosen || busy || fee.state !== 'ready'}
              onClick={confirm}
              sx={{ minHeight: 44 }}
            >
              {late ? t('confirmPaying', { amount }) : t('confirm')}
            </Button>
            <Button onClick={() => setOpen(false)} disabled={busy} sx={{ minHeight: 44 }}>
              {t('close')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
