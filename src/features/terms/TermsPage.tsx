import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { termsLinks } from '@/src/features/layout/layout-links';
import { companySettings, type LayoutCompany } from '@/src/features/layout/layout-company';
import { SR_ONLY } from '@/src/features/orders/sr-only';

/** The sections every storefront's terms have, in order (locales/…/terms.json). */
const SECTIONS = ['orders', 'weight', 'delivery', 'payment', 'cancel', 'privacy'] as const;

/**
 * /termos: the storefront's terms of use for this company — orders and prices, items sold by weight, delivery,
 * payment (cash and change, voucher cards), cancellation and data — with its support contacts, and each service's
 * own terms document where a service has one.
 */
export function TermsPage({ company }: { company: LayoutCompany | null }) {
  const { t } = useTranslation('terms');
  const name = company?.name ?? '';
  const settings = companySettings(company?.settings);
  const contact = [settings.supportEmail, settings.supportPhone].filter(Boolean).join(' · ');
  const documents = termsLinks(company?.services ?? []);
  return (
    <Box component="main" sx={{ maxWidth: 720 + 48, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 4 } }}>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
      >
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('intro', { company: name })}</Typography>
      {SECTIONS.map((section) => (
        <Box component="section" key={section} aria-labelledby={`terms-${section}`} sx={{ mb: 3 }}>
          <Typography id={`terms-${section}`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t(`sections.${section}.title`)}
          </Typography>
          <Typography>{t(`sections.${section}.text`)}</Typography>
        </Box>
      ))}
      {documents.length > 0 && (
        <Box component="section" aria-labelledby="terms-services" sx={{ mb: 3 }}>
          <Typography id="terms-services" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('services')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {documents.map((doc) => (
              <li key={doc.href}>
                <a href={doc.href} target="_blank" rel="noopener">
                  {doc.service}
                  <Box component="span" sx={SR_ONLY}>
                    {' '}
                    {t('opensNewTab')}
                  </Box>
                </a>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Box component="section" aria-labelledby="terms-contact">
        <Typography id="terms-contact" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('contact')}
        </Typography>
        <Typography data-testid="terms-contact">
          {contact ? t('contactText', { contact }) : t('contactNone')}
        </Typography>
      </Box>
    </Box>
  );
}
