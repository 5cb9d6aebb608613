/**
 * The first step of a booking for a company (issue 18, points 3 and 4): for whom (BusinessChoice), then one line
 * per client with its structured fields, "Adicionar outro cliente", and a list pasted or uploaded (BulkClients,
 * loaded when opened). The company's contact and document come from the account and are only shown. Continuing
 * checks every line as the server will (src/domain/business/booking-draft.ts); each problem is said at its field,
 * the first one focused; a refusal of the server is shown at the field it named until that field changes.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DateTime } from 'luxon';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { formatCnpj } from '@/src/domain/brazil/cnpj';
import {
  draftProblems,
  emptyLineDraft,
  type BookingLineDraft,
  type DraftField,
  type DraftProblems,
} from '@/src/domain/business/booking-draft';
import type { Locale } from '@/src/domain/locale';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { LightButton as Button } from '@/src/ui/LightButton';
import { clientOnly } from '@/src/ui/client-only';
import { BusinessChoice, type ChoiceAccount } from './BusinessChoice';
import {
  newLineKey,
  withoutRefusals,
  type BusinessCheckoutState,
  type BusinessLine,
  type UpdateBusiness,
} from './business-checkout-state';
import { linePath } from './business-refusal';
import {
  ClientLineFields,
  lineFieldId,
  MeetingPointLists,
  useMeetingPoints,
  type SavedClient,
} from './ClientLineFields';
import { useRefusalText } from './use-refusal-text';

const BulkClients = clientOnly(() => import('./BulkClients').then((m) => m.BulkClients));
const LineCredit = clientOnly(() => import('./LineCredit').then((m) => m.LineCredit));

/** At most this many clients in one order (the server's bound). */
export const MAX_LINES = 20;

const FIELD_ORDER: DraftField[] = [
  'client',
  'clientName',
  'clientEmail',
  'clientPhone',
  'clientLanguage',
  'direction',
  'flightNumber',
  'date',
  'time',
  'people',
  'meetingPoint',
  'signText',
];

/** Each line's problems as the server would say them; a saved client missing from the list is asked again. */
export function linesProblems(
  lines: readonly BookingLineDraft[],
  saved: readonly SavedClient[],
  now: DateTime,
  zone: string,
): DraftProblems[] {
  return lines.map((line) => {
    const client = line.clientId ? saved.find((c) => c._id === line.clientId) : null;
    return draftProblems(line, client ?? null, now, zone);
  });
}

interface Props {
  accounts: (ChoiceAccount & { members: { name: string; email: string; me: boolean }[] })[];
  state: BusinessCheckoutState;
  update: UpdateBusiness;
  saved: SavedClient[];
  services: string[];
  /** The cart's item id of each service: a package credit pays for items. */
  itemIds: string[];
  zone: string;
  now: DateTime;
  locale: Locale;
  formId: string;
  action: ReactNode;
  onDone: () => void;
}

export function ClientLinesStep({
  accounts,
  state,
  update,
  saved,
  services,
  itemIds,
  zone,
  now,
  locale,
  formId,
  action,
  onDone,
}: Props) {
  const { t } = useTranslation('checkout');
  const say = useRefusalText();
  const points = useMeetingPoints();
  const [checked, setChecked] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const account = accounts.find((a) => a._id === state.accountId) ?? accounts[0];
  const me = account?.members.find((member) => member.me);
  const lines = state.lines;

  const fresh = (direction: BookingLineDraft['direction'] = 'ARRIVAL', from?: BusinessLine): BusinessLine => ({
    ...emptyLineDraft(newLineKey(), locale, direction),
    meetingPoint: from?.meetingPoint ?? points[direction][0] ?? '',
    date: from?.date ?? '',
    service: from?.service ?? 0,
  });

  // A company's booking starts with one client's line.
  useEffect(() => {
    if (lines.length === 0 && points.ARRIVAL.length > 0) update({ lines: [fresh()] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list is empty
  }, [lines.length, points.ARRIVAL.length]);

  const problems: DraftProblems[] = checked ? linesProblems(lines, saved, now, zone) : lines.map(() => ({}));
  const shown = (index: number): Partial<Record<DraftField, string>> => {
    const out: Partial<Record<DraftField, string>> = {};
    for (const [field, code] of Object.entries(problems[index] ?? {})) out[field as DraftField] = say(String(code));
    for (const field of FIELD_ORDER) {
      const refusal = state.refusals[linePath(index, field)];
      if (refusal) out[field] = say(refusal.code, refusal.message);
    }
    return out;
  };

  const change = (index: number) => (patch: Partial<BusinessLine>, fields: DraftField[]) =>
    update((current) => ({
      lines: current.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)),
      refusals: withoutRefusals(
        current.refusals,
        fields.map((field) => linePath(index, field)),
      ),
    }));

  // A changed choice answers the server's refusal of that line's credit.
  const setCredit = (index: number, useCredit: boolean) =>
    update((current) => ({
      lines: current.lines.map((line, i) => (i === index ? { ...line, useCredit } : line)),
      refusals: withoutRefusals(current.refusals, [linePath(index, 'useCredit')]),
    }));

  // Positions shift when a line goes: the server's refusals by position no longer point at the right line.
  const remove = (index: number) =>
    update((current) => ({
      lines: current.lines.filter((_, i) => i !== index),
      refusals: Object.fromEntries(
        Object.entries(current.refusals).filter(([path]) => !path.startsWith('business.lines')),
      ),
    }));

  const add = () => {
    const last = lines.at(-1);
    const line = fresh(last?.direction, last);
    update((current) => ({ lines: [...current.lines, line] }));
    // The new line's first field, once drawn.
    setTimeout(() => document.getElementById(lineFieldId(line.key, 'client'))?.focus(), 0);
  };

  // A single untouched line gives way to a list.
  const untouched =
    lines.length === 1 && !lines[0].clientId && !lines[0].client.name.trim() && !lines[0].flightNumber.trim();
  const addFromList = (drafts: BookingLineDraft[]) =>
    update((current) => ({
      lines: [...(untouched ? [] : current.lines), ...drafts.map((draft) => ({ ...draft, service: 0 }))],
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = linesProblems(lines, saved, now, zone);
    const refused = Object.keys(state.refusals).filter((path) => path.startsWith('business.lines'));
    const first = found.findIndex((p) => Object.keys(p).length > 0);
    if (first < 0 && refused.length === 0 && lines.length > 0) {
      onDone();
      return;
    }
    const index = first >= 0 ? first : Number(refused[0]?.split('.')[2] ?? 0);
    const field =
      FIELD_ORDER.find((f) => (first >= 0 ? found[first][f] : state.refusals[linePath(index, f)])) ?? 'client';
    const line = lines[index];
    if (line) document.getElementById(lineFieldId(line.key, field))?.focus();
  };

  const count = checked ? problems.reduce((sum, p) => sum + Object.keys(p).length, 0) : 0;
  const listRefusal = state.refusals['business.lines'];
  const accountRefusal = state.refusals['business.accountId'];
  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={submit}
      sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ px: 2, py: 2, display: 'grid', gap: 2, flex: 1, alignContent: 'start' }}>
        <BusinessChoice
          accounts={accounts}
          state={state}
          update={update}
          error={accountRefusal ? say(accountRefusal.code, accountRefusal.message) : null}
        />
        {account && (
          <Typography variant="body2" color="text.secondary" data-testid="business-contact">
            {t('business.contact', {
              name: me?.name ?? '',
              email: me?.email ?? '',
              company: account.tradeName,
              cnpj: formatCnpj(account.cnpj),
            })}
          </Typography>
        )}
        <Typography variant="h6" component="h2">
          {t('business.clients.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('business.clients.intro')}
        </Typography>
        <FormAlert
          error={
            count > 0
              ? t('business.errors.summary', { count })
              : listRefusal
                ? say(listRefusal.code, listRefusal.message)
                : null
          }
        />
        <MeetingPointLists />
        {lines.map((line, index) => (
          <ClientLineFields
            key={line.key}
            index={index}
            line={line}
            saved={saved}
            services={services}
            zone={zone}
            problems={shown(index)}
            locale={locale}
            onChange={change(index)}
            onRemove={lines.length > 1 ? () => remove(index) : null}
            payment={
              account && (
                <LineCredit
                  accountId={account._id}
                  lines={lines}
                  index={index}
                  itemIds={itemIds}
                  refusal={state.refusals[linePath(index, 'useCredit')] ?? null}
                  onChange={(useCredit) => setCredit(index, useCredit)}
                />
              )
            }
          />
        ))}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            onClick={add}
            disabled={lines.length >= MAX_LINES}
            sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
            data-testid="business-add-line"
          >
            {t('business.clients.add')}
          </Button>
          <Button
            variant="text"
            onClick={() => setBulkOpen((open) => !open)}
            aria-expanded={bulkOpen}
            aria-controls="business-bulk"
            sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
          >
            {t('business.bulk.open')}
          </Button>
        </Box>
        {lines.length >= MAX_LINES && (
          <Typography variant="body2" color="text.secondary">
            {t('business.clients.max', { max: MAX_LINES })}
          </Typography>
        )}
        {bulkOpen && (
          <Box id="business-bulk">
            <BulkClients
              saved={saved}
              zone={zone}
              now={now}
              locale={locale}
              room={MAX_LINES - (untouched ? 0 : lines.length)}
              onAdd={addFromList}
            />
          </Box>
        )}
      </Box>
      {action}
    </Box>
  );
}
