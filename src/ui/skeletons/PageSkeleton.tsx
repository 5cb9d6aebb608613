import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { DESKTOP_WIDTH } from '../layout-constants';

export type SkeletonKind = 'home' | 'store' | 'item' | 'cart' | 'list';

/** Grey shapes of the page on its way, so a slow network shows where things will be instead of the old page. */
export function PageSkeleton({ kind, label }: { kind: SkeletonKind; label: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="page-skeleton"
      data-kind={kind}
      sx={{ maxWidth: DESKTOP_WIDTH, mx: 'auto', px: 2, py: 2 }}
    >
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      {shapes[kind]()}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <Stack key={i} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ flex: 1 }}>
        <Skeleton width="60%" />
        <Skeleton width="85%" />
        <Skeleton width="30%" />
      </Box>
      <Skeleton variant="rounded" width={88} height={88} />
    </Stack>
  ));

const cards = (n: number) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
    {Array.from({ length: n }, (_, i) => (
      <Box key={i}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
        <Skeleton width="70%" />
        <Skeleton width="40%" />
      </Box>
    ))}
  </Box>
);

const shapes: Record<SkeletonKind, () => ReactNode> = {
  home: () => (
    <Stack spacing={3}>
      <Skeleton variant="rounded" sx={{ aspectRatio: '21 / 9', height: 'auto' }} />
      {cards(6)}
    </Stack>
  ),
  store: () => (
    <Stack spacing={2}>
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 5', height: 'auto' }} />
      <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="50%" />
      <Skeleton width="35%" />
      <Stack direction="row" spacing={1}>
        {[96, 120, 80, 104].map((w) => (
          <Skeleton key={w} variant="rounded" width={w} height={32} />
        ))}
      </Stack>
      {rows(4)}
    </Stack>
  ),
  item: () => (
    <Stack spacing={2}>
      <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto', maxHeight: 360 }} />
      <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="60%" />
      <Skeleton width="90%" />
      <Skeleton width="75%" />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={48} />
    </Stack>
  ),
  cart: () => (
    <Stack spacing={2}>
      <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="40%" />
      {rows(2)}
      <Skeleton variant="rounded" height={140} />
    </Stack>
  ),
  list: () => (
    <Stack spacing={2}>
      <Skeleton variant="rounded" sx={{ aspectRatio: '21 / 9', height: 'auto' }} />
      {cards(3)}
    </Stack>
  ),
};
