import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { termsLinks } from './layout-links';
import type { LayoutCompany } from './layout.query';

/** The company's name, its services' terms of use (one link per distinct document) and the partners page. */
export function Footer({ company }: { company: LayoutCompany }) {
  const { t } = useTranslation('layout');
  const terms = termsLinks(company.services);
  const link = { display: 'inline-flex', alignItems: 'center', minHeight: 44, color: 'inherit' } as const;
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider', mt: 4, py: 3, px: 2 }}>
      <Box sx={{ maxWidth: { xs: 414, md: 960 }, mx: 'auto', display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 1, md: 3 }, alignItems: { md: 'center' } }}>
        <Typography component="p" sx={{ fontWeight: 700, flexGrow: 1 }}>{company.name}</Typography>
        <Box component="nav" aria-label={t('footer')} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          {terms.map((term) => (
            <MuiLink key={term.href} href={term.href} target="_blank" rel="noopener" sx={link}>
              {terms.length > 1 ? t('termsOfUseOf', { service: term.service }) : t('termsOfUse')}
            </MuiLink>
          ))}
          <MuiLink component={Link} href="/parceiros" sx={link}>{t('partners')}</MuiLink>
        </Box>
      </Box>
    </Box>
  );
}
