/**
 * The order's progress: every status it went through, oldest first, with when; the current one stands out. A
 * cancelled order ends in "Cancelado". The events are the server's (the shopper's page never invents a step).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { OrderView } from './order-view';
import { formatWhen } from './order-time';

export function OrderTimeline({ order }: { order: Pick<OrderView, 'status' | 'events'> }) {
  const { t, i18n } = useTranslation('orders');
  const events = [...order.events].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  if (!events.length) return <Typography variant="body2">{t('timeline.empty')}</Typography>;
  return (
    <Box component="ol" data-testid="order-timeline" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((event, index) => {
        const current = index === events.length - 1;
        const cancelled = event.status === 'CANCELED';
        return (
          <Box
            component="li"
            key={`${event.status}-${event.at}`}
            aria-current={current ? 'step' : undefined}
            sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: current ? 0 : 2 }}
          >
            <Box aria-hidden="true" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }}>
              <Box
                sx={{
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  bgcolor: cancelled ? 'error.main' : current ? 'primary.main' : 'grey.500',
                }}
              />
              {!current && <Box sx={{ flex: 1, width: 2, bgcolor: 'grey.300', mt: 0.5 }} />}
            </Box>
            <Box>
              <Typography variant="body1" sx={{ fontWeight: current ? 700 : 400 }}>
                {t(`status.${event.status}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatWhen(event.at, i18n.language)}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
