/**
 * Setup of the files that draw React (vitest.config.ts, project `isolated`): Testing Library's `findBy…` and
 * `waitFor` wait up to 10 s instead of 1 s. Parts loaded on first use (a dynamic import) arrive after a module
 * transform, which takes seconds when CI runs the vitest passes beside the browser tests on two cores.
 */
import { configure } from '@testing-library/dom';
// MUI loaded, as on every page under StoreLayout: PlainButton's and Pill's `sx` draw through its Box (src/ui/mui/sx-box.tsx).
import '@/src/ui/mui/MuiProviders';

configure({ asyncUtilTimeout: 10_000 });
