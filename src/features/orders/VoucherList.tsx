/**
 * The order's vouchers (lounge pass, locker, hospitality): each with its QR code (an SVG drawn on the server),
 * the code in words for a counter that types it, when it can be used, until when it moves for free, and where the
 * lounge is and what its holder needs to get in. "Print" prints only the vouchers (the
 * rest of the page is hidden in print).
 */
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { LightButton as Button } from '@/src/ui/LightButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { VoucherView } from './order-view';
import { formatWhen } from './order-time';
import { VoucherVenue } from './VoucherVenue';

export function VoucherList({ vouchers }: { vouchers: VoucherView[] }) {
  const { t, i18n } = useTranslation('orders');
  // One party's passes are for one lounge: where it is and how to get in are said once, above their vouchers.
  const first = vouchers[0];
  const shared =
    !!first?.location && vouchers.every((v) => v.location === first.location && v.venueName === first.venueName)
      ? first
      : null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* Printed, the vouchers stand alone: the shop's bar, menus and footer stay on screen. */}
      <GlobalStyles styles={{ '@media print': { 'header, footer, nav': { display: 'none !important' } } }} />
      {shared && <VoucherVenue voucher={shared} />}
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
        {vouchers.map((voucher) => (
          <Box
            component="li"
            key={voucher.code}
            data-testid="voucher"
            sx={{
              border: '2px dashed',
              borderColor: 'grey.400',
              borderRadius: 2,
              p: 2,
              display: 'grid',
              gap: 1,
              justifyItems: 'center',
              textAlign: 'center',
              breakInside: 'avoid',
            }}
          >
            <Typography variant="overline" component="p">
              {t(`vouchers.kind.${voucher.kind}`)}
            </Typography>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {voucher.quantity > 1 ? `${voucher.quantity} × ${voucher.itemName}` : voucher.itemName}
            </Typography>
            <Box
              component="img"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(voucher.qrCodeSvg)}`}
              alt={t('vouchers.qrAlt', { code: voucher.code })}
              data-testid="voucher-qr"
              sx={{ width: 180, height: 180, bgcolor: '#fff' }}
            />
            <Typography variant="body2">
              {t('vouchers.code')}:{' '}
              <Box
                component="span"
                data-testid="voucher-code"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              >
                {voucher.code}
              </Box>
            </Typography>
            <Typography variant="body2" data-testid="voucher-validity">
              {voucher.validFrom && voucher.validUntil
                ? t('vouchers.validity', {
                    from: formatWhen(voucher.validFrom, i18n.language),
                    until: formatWhen(voucher.validUntil, i18n.language),
                  })
                : t('vouchers.noDate')}
            </Typography>
            {voucher.stayHours !== null && (
              <Typography variant="body2">{t('vouchers.stay', { hours: voucher.stayHours })}</Typography>
            )}
            {voucher.rebookBy && (
              <Typography variant="body2" data-testid="voucher-rebook" sx={{ fontWeight: 600 }}>
                {t(voucher.rebookOpen ? 'vouchers.rebook' : 'vouchers.rebookClosed', {
                  when: formatWhen(voucher.rebookBy, i18n.language),
                })}
              </Typography>
            )}
            {voucher.location && !shared && <VoucherVenue voucher={voucher} />}
            {voucher.awaitingPayment && (
              <Typography
                variant="body2"
                data-testid="voucher-awaiting-payment"
                sx={{ fontWeight: 700, color: 'warning.dark' }}
              >
                {t('vouchers.awaitingPayment')}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      <Button
        variant="outlined"
        onClick={() => window.print()}
        sx={{ minHeight: 44, justifySelf: 'start', displayPrint: 'none' }}
      >
        {t('vouchers.print')}
      </Button>
    </Box>
  );
}
