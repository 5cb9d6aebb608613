import { clientOnly } from '@/src/ui/client-only';
import { SignInLink } from './SignInLink';

// The session client (src/client/session: the store, the auth reducer, the backend user) loads right after the page,
// not with it: about 2 kB gzipped that no first paint needs, since the server renders every visitor signed out. It
// draws with static CSS, so it loads without MUI (only its menu, on first open, brings MUI).
const SessionAccountButton = clientOnly(
  () => import('./SessionAccountButton').then((m) => m.SessionAccountButton),
  () => <SignInLink loading />,
  { mui: false },
);

/**
 * The top bar's account control: "Entrar" (to /login, returning here) while signed out or not yet known — the
 * server renders that for everyone, the session is read after hydration — and, signed in, a menu with the user's
 * name, "Minha conta" and "Sair" (./SessionAccountButton.tsx).
 */
export function AccountButton() {
  return <SessionAccountButton />;
}
