import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatPhone, toPhoneDigits } from '@/src/domain/brazil/phone';
import { termsLinks } from './layout-links';
import { companySettings, type LayoutCompany } from './layout-company';
import { Text } from '@/src/ui/Text';
import styles from './Footer.module.css';

/** The company's name and support contacts, its services' terms of use (one link per distinct document) the orders page and the partners page. */
export function Footer({ company }: { company: LayoutCompany }) {
  const { t } = useTranslation('layout');
  // The services' own documents, else the company's terms page (/termos), which every company has.
  const documents = termsLinks(company.services);
  const terms = documents.length > 0 ? documents : [{ href: '/termos', service: company.name }];
  const { supportEmail: email, supportPhone: phone } = companySettings(company.settings);
  const phoneDigits = phone ? toPhoneDigits(phone) : null;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.company}>
          <Text component="p" className={styles.name}>
            {company.name}
          </Text>
          {(email || phone) && (
            <div className={styles.contacts}>
              <Text component="span" variant="body2">
                {t('support')}
              </Text>
              {email && (
                <Text component="a" href={`mailto:${email}`} variant="body2" className={styles.link}>
                  {email}
                </Text>
              )}
              {phone && (
                <Text
                  component="a"
                  href={`tel:+${phoneDigits ?? phone.replace(/\D/g, '')}`}
                  variant="body2"
                  className={styles.link}
                >
                  {formatPhone(phone)}
                </Text>
              )}
            </div>
          )}
        </div>
        <nav aria-label={t('footer')} className={styles.links}>
          {terms.map((term) => {
            const TermLink = term.href === '/termos' ? Link : 'a';
            return (
              <TermLink key={term.href} href={term.href} target="_blank" rel="noopener" className={styles.link}>
                {terms.length > 1 ? t('termsOfUseOf', { service: term.service }) : t('termsOfUse')}
              </TermLink>
            );
          })}
          <Link href="/pedidos" className={styles.link}>
            {t('account.orders')}
          </Link>
          <Link href="/parceiros" className={styles.link}>
            {t('partners')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
