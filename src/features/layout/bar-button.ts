/**
 * The look of MUI's text Button (color="inherit") for the shell's buttons, on PlainButton (src/ui/PlainButton.tsx): the shell is on every
 * page, and Button itself (with the CircularProgress of its `loading` state) costs about 4 kB gzipped there.
 */
import { buttonShape } from '@/src/ui/button-look';

export const barButton = {
  ...buttonShape,
  color: 'inherit',
  px: 1,
  py: 0.75,
  transition: 'background-color 250ms',
  '&:hover': { bgcolor: 'action.hover' },
} as const;

/** MUI's IconButton (which also brings CircularProgress for its `loading` state), 44 px round. */
export const barIconButton = {
  color: 'inherit',
  width: 44,
  height: 44,
  flexShrink: 0,
  borderRadius: '50%',
  fontSize: '1.5rem',
  transition: 'background-color 150ms',
  '&:hover': { bgcolor: 'action.hover' },
} as const;

/** The outlined variant, for the attendant band's button. */
export const barButtonOutlined = {
  ...barButton,
  fontSize: '0.8125rem',
  px: 1.25,
  py: 0.5,
  border: '1px solid currentColor',
} as const;
