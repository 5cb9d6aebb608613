import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useOrder } from '@/src/client/order/order-context';
import { changeQuantity, removeItemAt } from '@/src/domain/orders/order-reducer';
import type { CartEntry } from '@/src/domain/orders/order-types';
import type { CartQuote, QuoteProblem } from './quote-summary';
import { CartLine } from './CartLine';
import { useLineNames } from './line-names';
import { lineTotals } from './line-totals';

interface ConnectedLineProps {
  entry: CartEntry;
  index: number;
  total: number | null;
  pricing: boolean;
  problems: QuoteProblem[];
}

function ConnectedLine({ entry, index, total, pricing, problems }: ConnectedLineProps) {
  const { order, dispatch } = useOrder();
  const { name, options } = useLineNames(order.catalogId ?? '', entry);
  return (
    <CartLine
      entry={entry}
      name={name}
      options={options}
      total={total}
      pricing={pricing}
      problems={problems}
      onAdd={() => dispatch(changeQuantity(order, index, { operation: 'ADD' }))}
      onSubtract={() => dispatch(changeQuantity(order, index, { operation: 'SUBTRACT' }))}
      onRemove={() => dispatch(removeItemAt(order, index))}
    />
  );
}

interface Props {
  quote: CartQuote | null;
  pricing: boolean;
  problemsByLine: Map<number, QuoteProblem[]>;
}

/** The cart's lines, each with its total from the quote and its problems. */
export function CartLines({ quote, pricing, problemsByLine }: Props) {
  const { order } = useOrder();
  const totals = lineTotals(order.items, quote);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {order.items.map((entry, index) => {
        return (
          <li key={`${entry.itemId}:${index}`}>
            {index > 0 && <Divider component="div" sx={{ mx: 2 }} />}
            <ConnectedLine
              entry={entry}
              index={index}
              total={totals[index] ?? null}
              pricing={pricing}
              problems={problemsByLine.get(index) ?? []}
            />
          </li>
        );
      })}
    </Box>
  );
}
