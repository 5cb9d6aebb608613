import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { formatPhone, toPhoneDigits } from '@/src/domain/brazil/phone';
import { termsLinks } from './layout-links';
import { companySettings, type LayoutCompany } from './layout-company';

/** The company's name and support contacts, its services' terms of use (one link per distinct document) the orders page and the partners page. */
export function Footer({ company }: { company: LayoutCompany }) {
  const { t } = useTranslation('layout');
  // The services' own documents, else the company's terms page (/termos), which every company has.
  const documents = termsLinks(company.services);
  const terms = documents.length > 0 ? documents : [{ href: '/termos', service: company.name }];
  // Plain anchors underlined as MUI's Link draws them (its module would be one more on every page for four links).
  const link = {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    color: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
  } as const;
  const { supportEmail: email, supportPhone: phone } = companySettings(company.settings);
  const phoneDigits = phone ? toPhoneDigits(phone) : null;
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider', mt: 4, py: 3, px: 2 }}>
      <Box
        sx={{
          maxWidth: { xs: 414, md: 960 },
          mx: 'auto',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: { xs: 1, md: 3 },
          alignItems: { md: 'center' },
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {company.name}
          </Typography>
          {(email || phone) && (
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center', color: 'text.secondary' }}
            >
              <Typography component="span" variant="body2">
                {t('support')}
              </Typography>
              {email && (
                <Typography component="a" href={`mailto:${email}`} variant="body2" sx={link}>
                  {email}
                </Typography>
              )}
              {phone && (
                <Typography
                  component="a"
                  href={`tel:+${phoneDigits ?? phone.replace(/\D/g, '')}`}
                  variant="body2"
                  sx={link}
                >
                  {formatPhone(phone)}
                </Typography>
              )}
            </Box>
          )}
        </Box>
        <Box component="nav" aria-label={t('footer')} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          {terms.map((term) => (
            <Box
              component={term.href === '/termos' ? Link : 'a'}
              key={term.href}
              href={term.href}
              target="_blank"
              rel="noopener"
              sx={link}
            >
              {terms.length > 1 ? t('termsOfUseOf', { service: term.service }) : t('termsOfUse')}
            </Box>
          ))}
          <Box component={Link} href="/pedidos" sx={link}>
            {t('account.orders')}
          </Box>
          <Box component={Link} href="/parceiros" sx={link}>
            {t('partners')}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
