import type { CSSProperties } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import type { BentoSection } from './home-sections';
import { Text } from '@/src/ui/Text';
import shared from './home.module.css';
import styles from './BentoSections.module.css';

/**
 * The bento sections: cells placed by their positions and sized by their proportions on a three-column grid on
 * desktop; on a phone two columns, where a cell of proportion 2 or more takes the whole row.
 */
export function BentoSections({ sections }: { sections: BentoSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section
          key={section.key}
          aria-labelledby={`bento-${section.key}`}
          data-testid="home-bento"
          className={shared.section}
        >
          {section.title && (
            <Text variant="h2" id={`bento-${section.key}`} className={shared.sectionTitle}>
              {section.title}
            </Text>
          )}
          {section.subtitle && (
            <Text variant="body1" className={styles.subtitle}>
              {section.subtitle}
            </Text>
          )}
          <ul className={styles.grid}>
            {section.cells.map((cell) => {
              const body = (
                <>
                  {cell.image && (
                    <Image
                      src={cell.image}
                      alt=""
                      fill
                      sizes={cell.span > 1 ? '(min-width: 960px) 640px, 100vw' : '(min-width: 960px) 320px, 50vw'}
                      style={{ objectFit: 'cover' }}
                    />
                  )}
                  <div className={styles.caption}>
                    {cell.title && (
                      <Text component="h3" className={styles.title}>
                        {cell.title}
                      </Text>
                    )}
                    {cell.subtitle && <Text variant="body2">{cell.subtitle}</Text>}
                  </div>
                </>
              );
              const span = { '--span': cell.span, '--span-phone': Math.min(cell.span, 2) } as CSSProperties;
              return (
                <li key={cell.key} data-span={cell.span} className={styles.cell} style={span}>
                  {cell.link ? (
                    <Link href={cell.link} className={styles.frame}>
                      {body}
                    </Link>
                  ) : (
                    <div className={styles.frame}>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
