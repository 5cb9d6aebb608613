/**
 * The frame of the /empresa screens: the page's heading, the area's tabs (profile and team, clients, bookings,
 * invoices) as links, and, for someone in several companies, the company switcher. Phone first: the tabs scroll
 * sideways on a narrow screen; on the desktop a 960 px column.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCnpj } from '@/src/domain/brazil/cnpj';
import { TextInput } from '@/src/ui/TextInput';

export type BusinessTab = 'profile' | 'clients' | 'bookings' | 'credits' | 'invoices';

const TABS: { tab: BusinessTab; path: string }[] = [
  { tab: 'profile', path: '/empresa' },
  { tab: 'clients', path: '/empresa/clientes' },
  { tab: 'bookings', path: '/empresa/reservas' },
  { tab: 'credits', path: '/empresa/creditos' },
  { tab: 'invoices', path: '/empresa/faturas' },
];

export interface AccountChoice {
  _id: string;
  tradeName: string;
  cnpj: string;
}

/** A /empresa path for the chosen company (the choice travels as `?conta=` only when there is one to make). */
export function businessHref(path: string, accountId: string | null, several: boolean): string {
  return several && accountId ? `${path}?conta=${encodeURIComponent(accountId)}` : path;
}

interface Props {
  title: string;
  tab: BusinessTab;
  accounts: AccountChoice[];
  accountId: string | null;
  children: ReactNode;
}

export function BusinessLayout({ title, tab, accounts, accountId, children }: Props) {
  const { t } = useTranslation('business');
  const router = useRouter();
  const several = accounts.length > 1;
  const here = TABS.find((entry) => entry.tab === tab)!.path;
  const current = accounts.find((account) => account._id === accountId);
  const nav = useRef<HTMLElement>(null);
  // On a phone the tabs scroll sideways: the current one (Créditos, Faturas) is brought into view.
  useEffect(() => {
    const box = nav.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !link) return;
    const hidden = link.getBoundingClientRect().right - box.getBoundingClientRect().right;
    if (hidden > 0) box.scrollLeft += hidden;
  }, [tab]);
  return (
    <Box
      component="main"
      sx={{
        width: '100%',
        maxWidth: 960 + 48,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 2, sm: 4 },
        boxSizing: 'border-box',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {current && !several && (
            <Typography data-testid="business-current" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {t('switcher.option', { name: current.tradeName, cnpj: formatCnpj(current.cnpj) })}
            </Typography>
          )}
        </Box>
        {several && (
          <Box sx={{ width: { xs: '100%', sm: 360 } }}>
            <TextInput
              id="business-switcher"
              select
              label={t('switcher.label')}
              value={accountId ?? ''}
              fullWidth
              onChange={(event) => void router.push(businessHref(here, event.target.value, true))}
            >
              {accounts.map((account) => (
                <option key={account._id} value={account._id}>
                  {t('switcher.option', { name: account.tradeName, cnpj: formatCnpj(account.cnpj) })}
                </option>
              ))}
            </TextInput>
          </Box>
        )}
      </Box>
      {accounts.length > 0 && (
        <Box
          component="nav"
          ref={nav}
          aria-label={t('nav.label')}
          sx={{ mb: 3, overflowX: 'auto', borderBottom: 1, borderColor: 'divider' }}
        >
          <Box component="ul" sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
            {TABS.map((entry) => {
              const current = entry.tab === tab;
              return (
                <li key={entry.tab}>
                  <Box
                    component={Link}
                    href={businessHref(entry.path, accountId, several)}
                    aria-current={current ? 'page' : undefined}
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      minHeight: 44,
                      px: 2,
                      whiteSpace: 'nowrap',
                      color: current ? 'primary.main' : 'text.primary',
                      fontWeight: current ? 700 : 500,
                      textDecoration: 'none',
                      borderBottom: 3,
                      borderColor: current ? 'primary.main' : 'transparent',
                      '&:hover': { color: 'primary.main' },
                    }}
                  >
                    {t(`nav.${entry.tab}`)}
                  </Box>
                </li>
              );
            })}
          </Box>
        </Box>
      )}
      {children}
    </Box>
  );
}
