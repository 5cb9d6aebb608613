import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { isSoldByWeight } from '@/src/domain/orders/sold-by-weight';
import type { CartEntry } from '@/src/domain/orders/order-types';

/** "Peso aproximado…" under the lines when the cart holds an item weighed at the counter; nothing otherwise. */
export function WeightNote({
  items,
  text,
  sx,
}: {
  items: ReadonlyArray<Pick<CartEntry, 'item'>>;
  text: string;
  sx?: SxProps<Theme>;
}) {
  if (!items.some(({ item }) => isSoldByWeight(item))) return null;
  return (
    <Typography
      variant="body2"
      data-testid="cart-weight-note"
      sx={[{ px: 2, pt: 1.5, color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {text}
    </Typography>
  );
}
