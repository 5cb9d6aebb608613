/**
 * The shell's buttons on PlainButton (src/ui/PlainButton.tsx), in the looks of src/ui/button-look.ts: the shell is on
 * every page, and MUI's Button and IconButton (with the CircularProgress of their `loading` state) cost about 4 kB
 * gzipped there.
 */
import { iconLook, textLook } from '@/src/ui/button-look';

/** MUI's text Button in the inherited colour. */
export const barButton = textLook;

/** MUI's IconButton in the inherited colour, 44 px round (the touch target), the icon centred without padding. */
export const barIconButton = {
  ...iconLook,
  p: 0,
  color: 'inherit',
  width: 44,
  height: 44,
  flexShrink: 0,
} as const;

/** The outlined variant, for the attendant band's button. */
export const barButtonOutlined = {
  ...barButton,
  fontSize: '0.8125rem',
  px: 1.25,
  py: 0.5,
  border: '1px solid currentColor',
} as const;
