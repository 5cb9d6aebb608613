import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { formatAmount, parseUnit } from '@/src/domain/brazil/units';
import { PriceLabel } from '@/src/features/catalog/PriceLabel';
import { pricesPerShownUnit } from '@/src/features/catalog/unit-prices';
import { additionalDescriptions, characteristicLines } from './item-texts';
import type { ItemDetail } from './item-options';

/** The item itself: picture on top, name, price, description, unit, stock, characteristics and additional descriptions by priority. */
export function ItemInfo({
  item,
  hidePrice,
  store,
}: {
  item: ItemDetail;
  hidePrice: boolean;
  store: { href: string; title: string };
}) {
  const { t } = useTranslation('item');
  const locale = useRouter().locale ?? 'pt-BR';
  // Per gram is shown per kilogram ("R$ 20,00 / kg"), scaled before rounding to the cent.
  const shown = pricesPerShownUnit(item, item.unitOfMeasurement, locale);
  // Stock of an item sold by weight or measure is an amount of its unit ("5 kg em estoque"), not a count; a weighed
  // item's stock is grams, whatever unit its price is per.
  const stockUnit = item.weighing ? 'g' : item.unitOfMeasurement;
  const unit = parseUnit(stockUnit);
  const measured = unit !== null && unit !== 'UNITY';
  const characteristics = characteristicLines(item.characteristics);
  const extras = additionalDescriptions(item.additionalDescription, locale);
  return (
    <>
      {item.img && (
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            aspectRatio: { xs: '4 / 3', sm: '16 / 7' },
            bgcolor: 'grey.100',
            borderRadius: { xs: 0, sm: 3 },
            overflow: 'hidden',
          }}
        >
          <Image
            src={item.img}
            alt={item.name}
            fill
            priority
            sizes="(min-width: 960px) 960px, 100vw"
            style={{ objectFit: 'cover' }}
          />
        </Box>
      )}
      <Box sx={{ px: 2, pt: 1 }}>
        <Box
          component={Link}
          href={store.href}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            color: 'primary.main',
            fontWeight: 600,
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          ‹ {store.title}
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 700, mb: 0.5 }}>
          {item.name}
        </Typography>
        {!hidePrice && (
          <Typography component="div" sx={{ fontSize: '1.125rem', mb: 1 }} data-testid="item-price">
            <PriceLabel item={shown.prices} />
            {shown.unit && (
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                {' '}
                / {shown.unit}
              </Box>
            )}
          </Typography>
        )}
        {item.weighing && (
          <Typography variant="body2" data-testid="item-weight-note" sx={{ fontWeight: 600, mb: 1 }}>
            {t('weight.approximate')}
          </Typography>
        )}
        {item.description && <Typography sx={{ color: 'text.secondary', mb: 1 }}>{item.description}</Typography>}
        {item.stock !== null && (
          <Typography
            variant="body2"
            data-testid="item-stock"
            sx={{ fontWeight: 600, color: item.stock === 0 ? 'error.main' : 'text.secondary', mb: 1 }}
          >
            {item.stock === 0
              ? t('stock.out')
              : measured
                ? t('stock.leftAmount', { amount: formatAmount(item.stock, stockUnit, locale) })
                : t('stock.left', { count: item.stock })}
          </Typography>
        )}
        {characteristics.length > 0 && (
          <Box sx={{ mb: 1 }}>
            <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
              {t('details.characteristics')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {characteristics.map((line) => (
                <li key={line}>
                  <Typography variant="body2">{line}</Typography>
                </li>
              ))}
            </Box>
          </Box>
        )}
        {extras.map((entry) => (
          <Box key={entry.title} sx={{ mb: 1 }} data-testid="additional-description">
            {entry.title && (
              <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
                {entry.title}
              </Typography>
            )}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {entry.lines.map((line) => (
                <li key={line}>
                  <Typography variant="body2">{line}</Typography>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
