/** The outlined card that is one big link (a partner, a blog post): its frame, hover and keyboard focus. */
export const linkCardSx = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 3,
  border: 1,
  borderColor: 'divider',
  overflow: 'hidden',
  bgcolor: 'background.paper',
  '&:hover, &:focus-visible': { borderColor: 'primary.main' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** The 16:9 frame a card's cover picture fills (next/image with `fill`). */
export const coverFrameSx = { position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.100' } as const;
