/**
 * MUI's Box for the shared pieces that take an `sx` (PlainButton, Pill), registered by MUI's providers' module
 * (./MuiProviders.tsx) when it loads instead of imported by them: the pieces stay free of MUI's runtime on the pages
 * drawn with static CSS alone, and an `sx`, which needs MUI's theme and Emotion anyway, works wherever MUI is loaded
 * (a page under StoreLayout, a part loaded on demand: src/ui/client-only.tsx).
 */
import type { ElementType } from 'react';

let registered: ElementType | null = null;

export function provideSxBox(Box: ElementType): void {
  registered = Box;
}

/** The Box to draw an `sx` with; without MUI loaded an `sx` would be lost, so that is a mistake said loudly. */
export function sxBox(): ElementType {
  if (!registered) throw new Error('An `sx` needs MUI: render this under MuiProviders (src/ui/mui/MuiProviders.tsx)');
  return registered;
}
