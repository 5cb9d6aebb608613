/**
 * MUI's Box for the shared pieces that take an `sx` (PlainButton, Pill), handed down by MUI's providers
 * (./MuiProviders.tsx) instead of imported: the pieces stay free of MUI's runtime on the pages drawn with static CSS
 * alone, and an `sx`, which needs MUI's theme and Emotion anyway, works wherever those providers are.
 */
import { createContext, useContext, type ElementType } from 'react';

export const SxBoxContext = createContext<ElementType | null>(null);

/** The Box to draw an `sx` with; outside MUI's providers an `sx` would be lost, so that is a mistake said loudly. */
export function useSxBox(): ElementType {
  const Box = useContext(SxBoxContext);
  if (!Box) throw new Error('An `sx` needs MUI: render this inside MuiProviders (src/ui/mui/MuiProviders.tsx)');
  return Box;
}
