import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import type { BentoSection } from './home-sections';
import { sectionTitle } from './section-title';

/**
 * The bento sections: cells placed by their positions and sized by their proportions on a three-column grid on
 * desktop; on a phone two columns, where a cell of proportion 2 or more takes the whole row.
 */
export function BentoSections({ sections }: { sections: BentoSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Box
          component="section"
          key={section.key}
          aria-labelledby={`bento-${section.key}`}
          data-testid="home-bento"
          sx={{ py: 3 }}
        >
          {section.title && (
            <Typography variant="h2" id={`bento-${section.key}`} sx={sectionTitle}>
              {section.title}
            </Typography>
          )}
          {section.subtitle && (
            <Typography variant="body1" sx={{ color: 'text.secondary', mt: -1, mb: 2 }}>
              {section.subtitle}
            </Typography>
          )}
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
              listStyle: 'none',
              m: 0,
              p: 0,
            }}
          >
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
                  <Box
                    sx={{
                      position: 'absolute',
                      left: 0,
                      right: 0,
                      bottom: 0,
                      p: 1.5,
                      background: 'linear-gradient(to top, rgba(0,0,0,0.72), rgba(0,0,0,0))',
                      color: '#fff',
                    }}
                  >
                    {cell.title && (
                      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.25 }}>
                        {cell.title}
                      </Typography>
                    )}
                    {cell.subtitle && <Typography variant="body2">{cell.subtitle}</Typography>}
                  </Box>
                </>
              );
              const frame = {
                position: 'relative',
                display: 'block',
                height: { xs: 140, md: 180 },
                borderRadius: 3,
                overflow: 'hidden',
                bgcolor: 'grey.200',
                color: 'inherit',
              } as const;
              return (
                <Box
                  component="li"
                  key={cell.key}
                  data-span={cell.span}
                  sx={{ gridColumn: { xs: `span ${Math.min(cell.span, 2)}`, md: `span ${cell.span}` }, minWidth: 0 }}
                >
                  {cell.link ? (
                    <Box
                      component={Link}
                      href={cell.link}
                      sx={{
                        ...frame,
                        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                      }}
                    >
                      {body}
                    </Box>
                  ) : (
                    <Box sx={frame}>{body}</Box>
                  )}
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </>
  );
}
