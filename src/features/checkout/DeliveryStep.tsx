import { StatusAlert as Alert } from '@/src/ui/StatusAlert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  carrierAsked,
  deliveryComplete,
  type CheckoutOperation,
  type CheckoutState,
  type DeliveryNeeds,
} from '@/src/domain/orders/checkout-steps';
import { checkGateDelivery, gateDeliverySchema } from '@/src/domain/orders/gate-delivery';
import { saveFlight, useFlight } from '@/src/client/flight/flight-store';
import { GateAlternatives } from './GateAlternatives';
import { useFlightPrefill } from './use-flight-prefill';
import { RECEIVED_GUEST_MIN_LENGTH } from '@/src/domain/orders/checkout-needs';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { ShippingOptions } from '@/src/features/shipping/ShippingOptions';
import { useShippingOptions } from '@/src/features/shipping/use-shipping-options';
import { TextInput } from '@/src/ui/TextInput';
import type { CheckoutOptions } from './checkout-shapes';
import { dayLabel, timeLabel } from './checkout-time';
import { shiftLabel } from './shift-label';
import { AddressFields, addressProblems } from './AddressFields';
import { FreeUntilNote } from './FreeUntilNote';
import { SlotPicker } from './SlotPicker';
import { LocalDeliveryNotice } from './LocalDeliveryNotice';
import { SavedAddresses } from './SavedAddresses';
import { useDeliveryRoute } from './use-delivery-route';

interface Props {
  /** The company whose visit's flight (src/client/flight/flight-store.ts) fills the gate and is kept up to date. */
  company: string;
  options: CheckoutOptions;
  loading: boolean;
  state: CheckoutState;
  update: (patch: Partial<CheckoutState>) => void;
  needs: DeliveryNeeds;
  /** The date whose slots are shown; the parent asks the server for them. */
  date: string | null;
  onDate: (date: string) => void;
  onDone: () => void;
  formId: string;
  /** Intervals of the cart's lines (lockers), already chosen on the item page. */
  intervals: { start: string; end: string }[];
  /** The cart's lines, whose parcel the shipping options price for the CEP. */
  shippingItems: ReadonlyArray<{ itemId: string; quantity: number }>;
  action: ReactNode;
  /** The signed-in shopper's e-mail, whose saved addresses are offered; null for a guest. */
  savedAddressesOf?: string | null;
}

const optionSx = {
  m: 0,
  minHeight: 48,
  px: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'action.selected' },
};

/** How and when: the catalogue's ways with the server's slots, then what this catalogue asks (gate, address, guest). */
export function DeliveryStep({
  company,
  options,
  loading,
  state,
  update,
  needs,
  date,
  onDate,
  onDone,
  formId,
  intervals,
  shippingItems,
  action,
  savedAddressesOf = null,
}: Props) {
  const { t } = useTranslation('checkout');
  const { t: tFlight } = useTranslation('flight');
  const { t: tShipping } = useTranslation('shipping');
  const { locale = 'pt-BR' } = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const op = state.operation;
  const zone = options.timezone;
  const gate = state.gateDelivery ?? { terminal: '', gate: '', flightNumber: '', boardingTime: '' };
  const asksGate = !!options.gateDelivery && op?.type === 'delivery';
  // Flight first: what the traveller told the service page fills the gate (and chooses delivery now) once.
  const { flight } = useFlight(company);
  useFlightPrefill(flight, options, state, update);

  const choices = options.operations.flatMap((o) => [
    ...(o.now ? [{ value: `${o.type}:now`, label: t(`operation.${o.type}.now`) }] : []),
    ...(o.schedule ? [{ value: `${o.type}:schedule`, label: t(`operation.${o.type}.schedule`) }] : []),
  ]);

  const setOperation = (value: string) => {
    const [type, time] = value.split(':') as [CheckoutOperation['type'], CheckoutOperation['time']];
    update({ operation: { type, time, scheduledFor: null } });
    setError(null);
  };

  // A catalogue with a single way (a lounge that only books ahead) has nothing to choose: it is chosen.
  const only = choices.length === 1 ? choices[0]!.value : null;
  useEffect(() => {
    if (!op && only) {
      const [type, time] = only.split(':') as [CheckoutOperation['type'], CheckoutOperation['time']];
      update({ operation: { type, time, scheduledFor: null } });
    }
  }, [op, only, update]);

  const terminal = options.gateDelivery?.terminals.find((x) => x.name === gate.terminal) ?? null;
  const gateCheck = useMemo(() => {
    if (!asksGate || !options.gateDelivery || !/^\d{2}:\d{2}$/.test(gate.boardingTime)) return null;
    if (op?.time === 'schedule' && !op.scheduledFor) return null;
    return checkGateDelivery({
      boardingTime: gate.boardingTime,
      clock: options.now,
      zone,
      marginMinutes: options.gateDelivery.marginMinutes,
      deliveryMinutes: terminal?.estimatedDeliveryTime ?? options.deliveryLeadMinutes,
      // The chosen slot's end is the promise: the server checks the same (gate-delivery-check.ts).
      scheduledSlot:
        op?.time === 'schedule' ? (options.slots.find((slot) => slot.startsAt === op.scheduledFor) ?? null) : null,
    });
  }, [asksGate, options, gate.boardingTime, op, terminal, zone]);
  const tooLate = gateCheck && !gateCheck.ok && gateCheck.reason === 'TOO_LATE' ? gateCheck : null;
  // A pick-up chosen for a flight: when it is ready and when the traveller reaches the gate on foot.
  const pickUpFlight =
    options.gateDelivery && op?.type === 'takeAway' && op.time === 'now'
      ? (flight ?? (gate.terminal && gate.boardingTime ? gate : null))
      : null;
  const gateFields = gateDeliverySchema.safeParse(gate);
  const gateIssues = new Set(gateFields.success ? [] : gateFields.error.issues.map((issue) => String(issue.path[0])));
  // The schema bounds the boarding time's length only; the step needs a time it can judge.
  if (!/^\d{2}:\d{2}$/.test(gate.boardingTime)) gateIssues.add('boardingTime');
  const address = addressProblems(state.address);
  // Where the shop's own courier goes it delivers (now or in the slot, at the place's fee); a carrier only for a
  // scheduled delivery outside it (docs/business-rules.md "Local delivery or carrier").
  const asksAddress = needs.address && op?.type === 'delivery';
  const { route } = useDeliveryRoute(
    asksAddress ? options.catalogId : null,
    op?.time ?? null,
    asksAddress ? state.address : null,
  );
  const local = route?.kind === 'LOCAL';
  useEffect(() => {
    if (route && local !== state.localDelivery) update({ localDelivery: local });
  }, [route, local, state.localDelivery, update]);
  const unreachable = asksAddress && route?.kind === 'UNAVAILABLE';
  // A saved address picked needs none of its fields again (unless one is missing): only this order's instructions.
  const [savedChosen, setSavedChosen] = useState(false);
  const folded = savedChosen && address.size === 0;
  // A shipped delivery (never a gate delivery) asks the server's options for the CEP typed above.
  const asksShipping =
    !!needs.shipping && op?.type === 'delivery' && carrierAsked(state) && (!asksAddress || route?.kind === 'CARRIER');
  const shipping = useShippingOptions(
    asksShipping ? options.catalogId : null,
    state.address?.zipCode ?? '',
    shippingItems,
  );
  const shippingList = asksShipping ? shipping.options : null;
  const chosenShipping = state.shippingOptionId;
  const shippingOk = !asksShipping || (!!chosenShipping && !!shippingList?.some((o) => o.id === chosenShipping));
  // A new CEP brings a new list: a choice no longer in it is dropped rather than sent and refused when placing.
  useEffect(() => {
    if (shippingList && chosenShipping && !shippingList.some((o) => o.id === chosenShipping))
      update({ shippingOptionId: null });
  }, [shippingList, chosenShipping, update]);

  /** What is missing, named as the fields are labelled ("Confira: Portão, Horário de embarque."). */
  const missingText = () => {
    const fields = [
      !op && choices.length > 0 ? t('delivery.how') : null,
      ...(asksGate
        ? (
            [
              ['terminal', 'gate.terminal'],
              ['gate', 'gate.gate'],
              ['flightNumber', 'gate.flight'],
              ['boardingTime', 'gate.boarding'],
            ] as const
          )
            .filter(([field]) => gateIssues.has(field))
            .map(([, label]) => t(label))
        : []),
    ].filter((label): label is string => !!label);
    return fields.length > 0 ? tFlight('missing', { fields: fields.join(', ') }) : t('errors.delivery');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (
      !deliveryComplete(state, { ...needs, shipping: false }) ||
      (asksGate && (gateIssues.size > 0 || !gateCheck?.ok)) ||
      (needs.address && op?.type === 'delivery' && address.size > 0)
    ) {
      setError(
        tooLate
          ? t('gate.tooLate', {
              deadline: tooLate.deadline.toFormat('HH:mm'),
              orderBy: tooLate.orderBy.toFormat('HH:mm'),
            })
          : missingText(),
      );
      return;
    }
    if (unreachable) {
      setError(t('route.unavailableError'));
      return;
    }
    if (!shippingOk) {
      setError(tShipping('required'));
      return;
    }
    setError(null);
    if (asksGate && gateFields.success) {
      update({ gateDelivery: gateFields.data });
      // The flight as corrected here is the visit's flight from now on (the store cards and the cart follow).
      saveFlight(company, { ...gateFields.data, boardingTime: gate.boardingTime });
    }
    onDone();
  };

  const setGate = (field: keyof typeof gate, value: string) => update({ gateDelivery: { ...gate, [field]: value } });
  const fieldError = (field: string) => showErrors && gateIssues.has(field);
  const selectedDate = date ?? op?.scheduledFor?.slice(0, 10) ?? options.dates[0] ?? null;

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={submit}
      sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ px: 2, py: 2, display: 'grid', gap: 2.5, flex: 1, alignContent: 'start' }}>
        <Typography variant="h6" component="h2">
          {t('delivery.title')}
        </Typography>
        <FormAlert error={error} />
        {choices.length === 0 ? (
          <Alert severity="warning" data-testid="checkout-no-operation">
            {t('delivery.none')}
          </Alert>
        ) : (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {t('delivery.how')}
            </Typography>
            <RadioGroup
              value={op ? `${op.type}:${op.time}` : ''}
              onChange={(_, value) => setOperation(value)}
              sx={{ gap: 1 }}
            >
              {choices.map((choice) => (
                <FormControlLabel
                  key={choice.value}
                  value={choice.value}
                  control={<Radio inputProps={{ 'data-testid': `checkout-operation-${choice.value}` } as object} />}
                  label={choice.label}
                  sx={optionSx}
                />
              ))}
            </RadioGroup>
          </Box>
        )}

        {pickUpFlight && (
          <GateAlternatives options={options} gate={pickUpFlight} chosenPickUp onPickUp={() => undefined} />
        )}

        {op?.time === 'schedule' && (
          <SlotPicker
            idPrefix="checkout"
            dates={options.dates}
            date={selectedDate}
            onDate={(day) => {
              onDate(day);
              update({ operation: { ...op, scheduledFor: null } });
            }}
            slots={options.slots}
            value={op.scheduledFor ?? ''}
            onChange={(startsAt) => update({ operation: { ...op, scheduledFor: startsAt } })}
            loading={loading}
            locale={locale}
            labels={{
              date: op.type === 'booking' ? t('booking.date') : t('delivery.date'),
              dateHint: t('booking.dateHint'),
              time: op.type === 'booking' ? t('booking.time') : t('delivery.time'),
              noSlots: t('booking.noSlotsDay'),
              loading: t('loading'),
              outOfRange: (first, last) =>
                t('booking.outOfRange', { first: dayLabel(first, locale, zone), last: dayLabel(last, locale, zone) }),
              // A visit is booked by its hour of entry; a delivery's slot by its range (its end is the promise).
              slot: (slot) =>
                slot.shift
                  ? `${shiftLabel(slot.shift, t)} (${slot.start}–${slot.end})`
                  : op.type === 'booking'
                    ? slot.start
                    : `${slot.start}–${slot.end}`,
            }}
          />
        )}

        {asksGate && options.gateDelivery && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }} data-testid="checkout-gate">
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {t('gate.title')}
            </Typography>
            <RadioGroup
              aria-label={t('gate.terminal')}
              value={gate.terminal}
              onChange={(_, value) => setGate('terminal', value)}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}
            >
              {options.gateDelivery.terminals.map((x) => (
                <FormControlLabel
                  key={x.name}
                  value={x.name}
                  control={<Radio inputProps={{ 'data-testid': `checkout-terminal-${x.name}` } as object} />}
                  label={x.name}
                  sx={optionSx}
                />
              ))}
            </RadioGroup>
            {fieldError('terminal') && (
              <Typography role="alert" variant="body2" color="error">
                {t('gate.terminalRequired')}
              </Typography>
            )}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
              <TextInput
                id="checkout-gate-number"
                label={t('gate.gate')}
                value={gate.gate}
                onChange={(e) => setGate('gate', e.target.value)}
                required
                error={fieldError('gate')}
                helperText={fieldError('gate') ? t('gate.gateRequired') : undefined}
                inputProps={{ 'data-testid': 'checkout-gate-number', maxLength: 10 }}
              />
              <TextInput
                id="checkout-flight"
                label={t('gate.flight')}
                value={gate.flightNumber}
                onChange={(e) => setGate('flightNumber', e.target.value)}
                required
                error={fieldError('flightNumber')}
                helperText={fieldError('flightNumber') ? t('gate.flightInvalid') : t('gate.flightHint')}
                inputProps={{ 'data-testid': 'checkout-flight', maxLength: 10, autoCapitalize: 'characters' }}
              />
              <TextInput
                id="checkout-boarding"
                type="time"
                label={t('gate.boarding')}
                value={gate.boardingTime}
                onChange={(e) => setGate('boardingTime', e.target.value)}
                required
                error={fieldError('boardingTime') || !!tooLate}
                helperText={fieldError('boardingTime') ? tFlight('prompt.errors.boardingTime') : undefined}
                inputProps={{ 'data-testid': 'checkout-boarding', 'aria-describedby': 'checkout-gate-check' }}
              />
            </Box>
            <div id="checkout-gate-check" role="status" aria-live="polite" data-testid="checkout-gate-check">
              {tooLate ? (
                <GateAlternatives
                  options={options}
                  gate={gate}
                  arrivesAt={tooLate.promisedAt.toFormat('HH:mm')}
                  deadline={tooLate.deadline.toFormat('HH:mm')}
                  onPickUp={() => setOperation('takeAway:now')}
                />
              ) : gateCheck?.ok ? (
                <Alert severity="success" role="none">
                  {t('gate.inTime', {
                    promised: gateCheck.promisedAt.toFormat('HH:mm'),
                    margin: options.gateDelivery.marginMinutes,
                  })}
                </Alert>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('gate.rule', { margin: options.gateDelivery.marginMinutes })}
                </Typography>
              )}
            </div>
          </Box>
        )}

        {asksAddress && (
          <>
            <SavedAddresses
              email={savedAddressesOf}
              address={state.address}
              onPick={(address) => {
                update({ address });
                setError(null);
              }}
              onMatch={setSavedChosen}
              onOther={() => {
                update({ address: null, localDelivery: false });
                setError(null);
              }}
            />
            {!folded && (
              <AddressFields
                address={state.address}
                onChange={(address) => update({ address })}
                showErrors={showErrors}
              />
            )}
            <div role="status" aria-live="polite">
              <LocalDeliveryNotice route={route} time={op.time} district={state.address?.district ?? ''} />
            </div>
            {folded && (
              <AddressFields
                address={state.address}
                onChange={(address) => update({ address })}
                showErrors={showErrors}
                instructionsOnly
              />
            )}
          </>
        )}

        {asksShipping && (
          <Box sx={{ display: 'grid', gap: 1 }} data-testid="checkout-shipping">
            {asksAddress && (
              <Typography variant="body2" color="text.secondary">
                {t('route.carrier')}
              </Typography>
            )}
            <ShippingOptions
              options={shippingList}
              value={shippingOk ? chosenShipping : null}
              onChange={(id) => {
                update({ shippingOptionId: id });
                setError(null);
              }}
              loading={shipping.loading}
              error={shipping.error}
              onRetry={shipping.refetch}
            />
            {showErrors && !shippingOk && !shipping.loading && !shipping.error && (
              <Typography role="alert" variant="body2" color="error" data-testid="checkout-shipping-required">
                {tShipping('required')}
              </Typography>
            )}
          </Box>
        )}

        {needs.receivedGuest && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <TextInput
              id="checkout-guest"
              label={t('guest.label')}
              value={state.receivedGuest}
              onChange={(e) => update({ receivedGuest: e.target.value })}
              required
              fullWidth
              error={showErrors && state.receivedGuest.trim().length < RECEIVED_GUEST_MIN_LENGTH}
              helperText={
                showErrors && state.receivedGuest.trim().length < RECEIVED_GUEST_MIN_LENGTH
                  ? t('guest.required')
                  : t('guest.hint', { contact: state.customer.name || '—' })
              }
              inputProps={{ 'data-testid': 'checkout-guest', maxLength: 120, autoComplete: 'off' }}
            />
          </Box>
        )}

        {intervals.length > 0 && (
          <Box data-testid="checkout-intervals">
            <Typography variant="subtitle2">{t('delivery.interval')}</Typography>
            {intervals.map((interval) => (
              <Typography key={`${interval.start}-${interval.end}`} variant="body2">
                {dayLabel(interval.start.slice(0, 10), locale, zone)} –{' '}
                {dayLabel(interval.end.slice(0, 10), locale, zone)}
              </Typography>
            ))}
          </Box>
        )}
        {op?.time === 'schedule' && op.scheduledFor && (
          <Typography variant="body2" color="text.secondary" data-testid="checkout-chosen-time">
            {t('delivery.chosen', {
              date: dayLabel(op.scheduledFor.slice(0, 10), locale, zone),
              time: timeLabel(op.scheduledFor, zone),
            })}
          </Typography>
        )}
        {op?.type === 'booking' && op.scheduledFor && options.bookingKind && (
          <FreeUntilNote kind={options.bookingKind} start={op.scheduledFor} options={options} />
        )}
      </Box>
      {action}
    </Box>
  );
}
