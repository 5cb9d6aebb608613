/**
 * The shell's buttons are PlainButtons (src/ui/PlainButton.tsx) in the looks of src/ui/button-look.module.css, adjusted
 * by ./bar.module.css: the shell is on every page, and MUI's Button and IconButton (with the CircularProgress of their
 * `loading` state) cost about 4 kB gzipped there. The attendant band (loaded after the page) still styles its button
 * through sx.
 */
import { textLook } from '@/src/ui/button-look';

/** Button's outlined variant in the inherited colour, for the attendant band's button. */
export const barButtonOutlined = {
  ...textLook,
  fontSize: '0.8125rem',
  px: 1.25,
  py: 0.5,
  border: '1px solid currentColor',
} as const;
