/**
 * MUI's Dialog, fetched the first time it opens: Dialog brings Modal, FocusTrap, Backdrop, Fade with
 * react-transition-group and Paper (about 8 kB gzipped) to every page that can show one, while most visits never
 * open it. Same props as Dialog; nothing is rendered until `open` is first true (a closed Dialog renders nothing
 * either), then it stays mounted so its closing transition runs. A screen swaps only its import
 * (`import { LazyDialog as Dialog } from '@/src/ui/LazyDialog'`); DialogTitle, DialogContent and DialogActions stay.
 */
import { useState, type ComponentType } from 'react';
import type { DialogProps } from '@mui/material/Dialog';
import { clientOnly } from './client-only';

const Dialog = clientOnly(() => import('@mui/material/Dialog').then((m) => m.default as ComponentType<DialogProps>));

export function LazyDialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  // Adjusting state while rendering (React's pattern for state derived from a prop): once opened, kept mounted.
  if (props.open && !opened) setOpened(true);
  return opened ? <Dialog {...props} /> : null;
}
