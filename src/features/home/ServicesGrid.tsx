import type { CSSProperties } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { HomeService } from './home-sections';
import { Text } from '@/src/ui/Text';
import shared from './home.module.css';
import styles from './ServicesGrid.module.css';
import { serviceHref } from '@/src/domain/links';

/**
 * The services as tiles (icon, title, one line), each opening `/{slug}`. The section's id is `services`, so links
 * such as '/#services' (banners, the menu) land on it.
 */
export function ServicesGrid({ services }: { services: HomeService[] }) {
  const { t } = useTranslation('home');
  if (services.length === 0) return null;
  return (
    <section id="services" aria-labelledby="services-title" className={`${shared.section} ${styles.section}`}>
      <Text variant="h2" id="services-title" className={shared.sectionTitle}>
        {t('services')}
      </Text>
      <ul className={shared.tiles}>
        {services.map((service) => (
          <li key={service._id} className={styles.item}>
            {/* next/link keeps the page's language (/en/…) and navigates without a full reload. */}
            <Link
              href={serviceHref(service.slug)}
              data-testid="home-service"
              className={styles.tile}
              style={service.color ? ({ '--service-colour': service.color } as CSSProperties) : undefined}
            >
              <div className={styles.icon}>
                {service.icon && (
                  <Image src={service.icon} alt="" fill sizes="44px" style={{ objectFit: 'contain', padding: 6 }} />
                )}
              </div>
              <div className={styles.text}>
                <Text variant="subtitle1" component="h3" className={styles.name}>
                  {service.title ?? service.name}
                </Text>
                {service.description && (
                  <Text variant="body2" className={styles.description}>
                    {service.description}
                  </Text>
                )}
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
