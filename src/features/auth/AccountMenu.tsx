import { useState } from 'react';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { signOut } from '@/src/client/session/auth-requests';
import type { SessionUser } from '@/src/client/session/session-store';

interface Props {
  id: string;
  user: SessionUser;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The signed-in user's menu (loaded on first open, keeping MUI's menu out of every page's first load). */
export function AccountMenu({ id, user, anchor, onClose }: Props) {
  const { t } = useTranslation('layout');
  const [leaving, setLeaving] = useState(false);
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem disabled sx={{ minHeight: 44, '&.Mui-disabled': { opacity: 1 } }}>
        <ListItemText
          primary={user.name ?? user.email}
          secondary={user.name ? user.email : undefined}
          slotProps={{ primary: { sx: { fontWeight: 700 } } }}
        />
      </MenuItem>
      <Divider />
      <MenuItem component={Link} href="/conta" onClick={onClose} sx={{ minHeight: 44 }}>
        {t('account.mine')}
      </MenuItem>
      <MenuItem component={Link} href="/pedidos" onClick={onClose} sx={{ minHeight: 44 }}>
        {t('account.orders')}
      </MenuItem>
      <MenuItem component={Link} href="/empresa" onClick={onClose} sx={{ minHeight: 44 }}>
        {t('account.business')}
      </MenuItem>
      <MenuItem
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void signOut().catch(() => setLeaving(false));
        }}
        sx={{ minHeight: 44 }}
      >
        {t('account.signOut')}
      </MenuItem>
    </Menu>
  );
}
