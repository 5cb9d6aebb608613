/**
 * /empresa/reservas: the company's bookings with this store, newest service first, each with its number, status,
 * time, clients, who booked it, its total and a link to its status page and vouchers; the filters (client, days,
 * status, booker) travel in the address; the list as CSV with the same filters.
 */
import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageLocale } from '@/src/client/page-data';
import { formatBRL } from '@/src/domain/brazil/format';
import { resolveLocale } from '@/src/domain/locale';
import { ORDER_STATUSES } from '@/src/domain/orders/order-status';
import { AccountSection } from '@/src/features/account/AccountSection';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { formatWhen } from '@/src/features/orders/order-time';
import { LightButton as Button } from '@/src/ui/LightButton';
import { TextInput } from '@/src/ui/TextInput';
import type { BusinessBookingsQuery } from './business-bookings.generated';
import type { BusinessClientFieldsFragment } from './business-client-fields.generated';
import { csvHref, FILTER_FIELDS, type BookingsQuery } from './bookings-query';
import { useBusinessError } from './use-business-error';

type Result = BusinessBookingsQuery['businessBookings'];
type Booking = Result['bookings'][number];

interface Props {
  accountId: string;
  several: boolean;
  query: BookingsQuery;
  result: Result | null;
  clients: BusinessClientFieldsFragment[];
  /** The server's codes for a bad filter, by API path (`to` → DATE_RANGE_INVALID). */
  filterErrors: Record<string, string>;
}

export function BookingsPage({ accountId, several, query, result, clients, filterErrors }: Props) {
  const { t } = useTranslation(['business', 'orders']);
  const locale = resolveLocale(usePageLocale());
  const router = useRouter();
  const errorText = useBusinessError();
  const [values, setValues] = useState<BookingsQuery>(query);
  const errors: Partial<Record<keyof BookingsQuery, string>> = {};
  for (const [path, code] of Object.entries(filterErrors)) {
    const field = FILTER_FIELDS[path];
    if (field) errors[field] = errorText(code);
  }
  const filtered = Object.values(query).some(Boolean);
  const hidden = several ? { conta: accountId } : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = Object.fromEntries(Object.entries({ ...hidden, ...values }).filter(([, value]) => value));
    void router.push({ pathname: '/empresa/reservas', query: next });
  }

  const set = (field: keyof BookingsQuery) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const select = (
    field: keyof BookingsQuery,
    label: string,
    options: { value: string; label: string }[],
    all: string,
  ) => (
    <Box className="wide">
      <TextInput
        id={`filter-${field}`}
        name={field}
        select
        label={label}
        value={values[field]}
        onChange={set(field)}
        fullWidth
        error={Boolean(errors[field])}
        helperText={errors[field]}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextInput>
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('bookings.intro')}</Typography>
      <AccountSection id="booking-filters" title={t('bookings.filters')}>
        <Box component="form" method="get" action="/empresa/reservas" noValidate onSubmit={submit}>
          {several && <input type="hidden" name="conta" value={accountId} />}
          <FormAlert error={Object.keys(errors).length ? t('errors.checkFields') : null} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' },
              // On a phone the two dates share a row; the choices take a whole one each.
              '& > .wide': { gridColumn: { xs: '1 / -1', md: 'auto' } },
            }}
          >
            {select(
              'cliente',
              t('bookings.client'),
              clients.map((c) => ({ value: c._id, label: c.name })),
              t('bookings.all'),
            )}
            <TextInput
              id="filter-de"
              name="de"
              type="date"
              label={t('bookings.from')}
              value={values.de}
              onChange={set('de')}
              fullWidth
              error={Boolean(errors.de)}
              helperText={errors.de}
            />
            <TextInput
              id="filter-ate"
              name="ate"
              type="date"
              label={t('bookings.to')}
              value={values.ate}
              onChange={set('ate')}
              fullWidth
              error={Boolean(errors.ate)}
              helperText={errors.ate}
            />
            {select(
              'situacao',
              t('bookings.status'),
              ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders:status.${s}`) })),
              t('bookings.allStatuses'),
            )}
            {select(
              'por',
              t('bookings.bookedBy'),
              (result?.bookers ?? []).map((b) => ({ value: b.userId, label: b.name || b.email })),
              t('bookings.all'),
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button type="submit" variant="contained" sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}>
              {t('bookings.apply')}
            </Button>
            {filtered && (
              <Button
                component={Link}
                href={several ? `/empresa/reservas?conta=${encodeURIComponent(accountId)}` : '/empresa/reservas'}
                variant="outlined"
                sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
              >
                {t('bookings.clear')}
              </Button>
            )}
          </Box>
        </Box>
      </AccountSection>

      {result && (
        <Box component="section" aria-labelledby="bookings-count">
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mb: 1.5,
            }}
          >
            <Typography id="bookings-count" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('bookings.count', { count: result.total })}
            </Typography>
            {result.total > 0 && (
              <Button
                component="a"
                href={csvHref(accountId, query, locale)}
                download
                variant="outlined"
                sx={{ minHeight: 44 }}
              >
                {t('bookings.csv')}
              </Button>
            )}
          </Box>
          {result.total > result.bookings.length && (
            <Typography variant="body2" sx={{ mb: 1.5, color: 'text.secondary' }}>
              {t('bookings.shown', { shown: result.bookings.length, count: result.total })}
            </Typography>
          )}
          {result.bookings.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              {filtered ? t('bookings.noMatch') : t('bookings.empty')}
            </Typography>
          ) : (
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              }}
            >
              {result.bookings.map((booking) => (
                <BookingCard key={booking.orderId} booking={booking} locale={locale} />
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

function BookingCard({ booking, locale }: { booking: Booking; locale: string }) {
  const { t } = useTranslation(['business', 'orders']);
  const clients = [...new Set(booking.lines.map((l) => l.clientName).filter((n): n is string => !!n))];
  return (
    <Box
      component="li"
      data-testid="business-booking"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        display: 'grid',
        gap: 0.75,
        minWidth: 0,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {t('bookings.number', { number: booking.number })}
        </Typography>
        <Box
          component="span"
          sx={{
            px: 1.25,
            py: 0.25,
            borderRadius: 4,
            fontSize: '0.8125rem',
            fontWeight: 600,
            bgcolor: booking.status === 'CANCELED' ? '#fdecea' : 'action.selected',
            color: booking.status === 'CANCELED' ? 'error.dark' : 'primary.main',
          }}
        >
          {t(`orders:status.${booking.status}`)}
        </Box>
      </Box>
      <Typography sx={{ fontWeight: 600 }}>
        {t('bookings.when', { when: formatWhen(booking.serviceAt, locale) })}
      </Typography>
      {booking.lines.map((line, index) => (
        <Box key={index}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {line.quantity}× {line.itemName}
            {line.clientName ? ` — ${t('bookings.forClient', { name: line.clientName })}` : ''}
            {line.paidWithCredit ? ` · ${t('bookings.paidWithCredit')}` : ''}
          </Typography>
          {line.served && (
            <Typography
              variant="body2"
              data-testid="booking-served"
              sx={{ color: 'success.dark', overflowWrap: 'anywhere' }}
            >
              {t('bookings.served', { when: formatWhen(line.served.metAt, locale), agent: line.served.agentName })}
              {line.served.note ? ` ${t('bookings.servedNote', { note: line.served.note })}` : ''}
            </Typography>
          )}
        </Box>
      ))}
      {booking.storeName && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {booking.storeName}
        </Typography>
      )}
      {booking.bookedBy && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('bookings.by', { name: booking.bookedBy.name || booking.bookedBy.email })}
        </Typography>
      )}
      <Typography variant="body2">
        {t('bookings.total', { total: formatBRL(Math.round(booking.total * 100)) })}
      </Typography>
      <Box
        component={Link}
        href={`/status-pedido?id=${encodeURIComponent(booking.orderId)}`}
        aria-label={`${t('bookings.open')}: ${t('bookings.number', { number: booking.number })}${clients.length ? ` (${clients.join(', ')})` : ''}`}
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, color: 'primary.main', fontWeight: 600 }}
      >
        {t('bookings.open')}
      </Box>
      {booking.receiptUrl && (
        <Box
          component="a"
          href={booking.receiptUrl}
          download
          aria-label={t('bookings.receiptOf', { number: booking.number })}
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, color: 'primary.main', fontWeight: 600 }}
        >
          {t('bookings.receipt')}
        </Box>
      )}
    </Box>
  );
}
