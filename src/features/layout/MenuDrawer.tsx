import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { CloseIcon } from './icons';
import { menuServices, serviceLabel } from './layout-links';
import type { LayoutCompany } from './layout-company';

/** The phone menu: every service not hidden from the menu, with its icon and colour, then the orders and partners pages. */
export function MenuDrawer({ company, open, onClose }: { company: LayoutCompany; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <Box component="nav" aria-label={t('menu')}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, minHeight: 60 }}
        >
          <Typography component="p" variant="h6" sx={{ fontSize: '1rem' }}>
            {company.name}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('closeMenu')} sx={{ width: 44, height: 44 }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {menuServices(company.services).map((service) => (
            <ListItemButton
              key={service._id}
              component={Link}
              href={`/${service.slug}`}
              onClick={onClose}
              sx={{ minHeight: 48, borderLeft: 4, borderColor: service.color ?? 'transparent' }}
            >
              {service.icon && (
                <Box component="img" src={service.icon} alt="" width={28} height={28} sx={{ mr: 2, flexShrink: 0 }} />
              )}
              <ListItemText primary={serviceLabel(service)} />
            </ListItemButton>
          ))}
          {/* /pedidos serves guests too (the orders of this device), so the menu offers it to everyone. */}
          <ListItemButton
            component={Link}
            href="/pedidos"
            onClick={onClose}
            sx={{ minHeight: 48, borderLeft: 4, borderColor: 'transparent' }}
          >
            <ListItemText primary={t('account.orders')} />
          </ListItemButton>
          <ListItemButton
            component={Link}
            href="/parceiros"
            onClick={onClose}
            sx={{ minHeight: 48, borderLeft: 4, borderColor: 'transparent' }}
          >
            <ListItemText primary={t('partners')} />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}
