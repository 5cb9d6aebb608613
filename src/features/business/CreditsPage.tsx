/**
 * /empresa/creditos (issue 18, point 5): the company's package credits with this store — per package, the credits
 * that may be used now, when the first expires, what waits for the package's payment and which services they pay —
 * and the history (bought, used, returned, voided, expired), each with a link to its order.
 */
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageLocale } from '@/src/client/page-data';
import { AccountSection } from '@/src/features/account/AccountSection';
import { formatWhen } from '@/src/features/orders/order-time';
import { SR_ONLY } from '@/src/features/orders/sr-only';
import type { BusinessCreditsQuery } from './business-credits.generated';
import { formatDay } from './credit-dates';

type Credits = BusinessCreditsQuery['businessCredits'];

export function CreditsPage({ credits }: { credits: Credits | null }) {
  const { t } = useTranslation('credits');
  const locale = usePageLocale();
  const balances = credits?.balances ?? [];
  const history = credits?.history ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('intro')}</Typography>
      <AccountSection id="credit-balance" title={t('balance.title')}>
        {balances.length === 0 ? (
          <Typography data-testid="credits-empty">{t('balance.empty')}</Typography>
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
            {balances.map((b) => (
              <Box
                component="li"
                key={b.packageItemId}
                data-testid="credit-balance"
                sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 0.5 }}
              >
                <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {b.packageName}
                </Typography>
                <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, color: 'primary.main' }}>
                  {t('balance.remaining', { count: b.remaining })}
                </Typography>
                <Typography variant="body2">
                  {b.nextExpiry
                    ? t('balance.validUntil', { date: formatDay(b.nextExpiry, locale) })
                    : t('balance.spent')}
                </Typography>
                {b.awaitingPayment > 0 && (
                  <Typography variant="body2">{t('balance.awaiting', { count: b.awaitingPayment })}</Typography>
                )}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('balance.pays', { items: b.itemNames.join(', ') })}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </AccountSection>
      <AccountSection id="credit-history" title={t('history.title')}>
        {history.length === 0 ? (
          <Typography>{t('history.empty')}</Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid' }}>
            {history.map((event, index) => (
              <Box
                component="li"
                key={`${event.at}-${index}`}
                data-testid="credit-event"
                data-kind={event.kind}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 2,
                  py: 1.25,
                  borderTop: index ? 1 : 0,
                  borderColor: 'divider',
                }}
              >
                <Typography
                  aria-hidden="true"
                  sx={{
                    gridRow: 'span 2',
                    minWidth: 44,
                    fontWeight: 800,
                    fontSize: '1.125rem',
                    color: event.quantity > 0 ? 'success.dark' : 'text.primary',
                  }}
                >
                  {event.quantity > 0 ? `+${event.quantity}` : `−${-event.quantity}`}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>
                  {t(`history.kind.${event.kind}`)}
                  <Box component="span" sx={SR_ONLY}>
                    {` (${event.quantity > 0 ? '+' : '−'}${Math.abs(event.quantity)})`}
                  </Box>
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {formatWhen(event.at, locale)} · {event.packageName}
                  {event.orderId && event.orderNumber && (
                    <>
                      {' · '}
                      <Box
                        component={Link}
                        href={`/status-pedido?id=${encodeURIComponent(event.orderId)}`}
                        aria-label={t('history.orderLink', { number: event.orderNumber })}
                        sx={{ color: 'primary.main', fontWeight: 600 }}
                      >
                        {t('history.order', { number: event.orderNumber })}
                      </Box>
                    </>
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </AccountSection>
    </Box>
  );
}
