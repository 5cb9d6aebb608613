import type { ReactNode } from 'react';
import { MuiProviders } from '@/src/ui/mui/MuiProviders';
import { StaticStoreLayout } from './StaticStoreLayout';

/** The shell of company pages (./StaticStoreLayout.tsx) inside MUI's providers, for pages that render MUI components. */
export function StoreLayout(props: { company: string; origin: string; children: ReactNode }) {
  return (
    <MuiProviders>
      <StaticStoreLayout {...props} />
    </MuiProviders>
  );
}
