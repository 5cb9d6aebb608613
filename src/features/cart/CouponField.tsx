import dynamic from 'next/dynamic';
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { TextInput } from '@/src/ui/TextInput';
import { outlinedLook } from '@/src/ui/button-look';
import { PlainButton } from '@/src/ui/PlainButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { couponCodeOf, paramsWithCoupon } from '@/src/client/coupon';
import { useOrder } from '@/src/client/order/order-context';
import { updateOrder } from '@/src/domain/orders/order-reducer';
import type { QuoteProblem } from './quote-summary';

// Only once a code is applied: its own chunk, still drawn by the server (a chip, far under 500 bytes of HTML).
const CouponChip = dynamic(() => import('./CouponChip').then((m) => m.CouponChip));

/** The coupon: a field to type one, or the applied code with a way to take it off, and the quote's coupon problems. */
export function CouponField({ problems }: { problems: QuoteProblem[] }) {
  const { t } = useTranslation('cart');
  const { order, dispatch } = useOrder();
  const [typed, setTyped] = useState('');
  const applied = couponCodeOf(order);
  const apply = (code: string) => dispatch(updateOrder({ params: paramsWithCoupon(order.params, code) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) apply(typed);
    setTyped('');
  };

  return (
    <Box component="section" aria-labelledby="cart-coupon-title" sx={{ px: 2, py: 2 }}>
      <Typography id="cart-coupon-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('coupon.title')}
      </Typography>
      {applied ? (
        <CouponChip
          label={t('coupon.applied', { code: applied })}
          onDelete={() => apply('')}
          success={problems.length === 0}
        />
      ) : (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
          <TextInput
            size="small"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            label={t('coupon.label')}
            inputProps={{ autoCapitalize: 'characters', autoComplete: 'off', maxLength: 40 }}
            sx={{ flex: 1, '& .MuiInputBase-root': { minHeight: 44 } }}
          />
          <PlainButton type="submit" sx={{ ...outlinedLook, minHeight: 44 }}>
            {t('coupon.apply')}
          </PlainButton>
        </Box>
      )}
      {problems.map((problem) => (
        <Typography key={problem.code} role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
          {problem.message}
        </Typography>
      ))}
    </Box>
  );
}
