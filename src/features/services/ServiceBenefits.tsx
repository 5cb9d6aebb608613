import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import type { ServiceBenefits as Benefits } from './service-content';

/** Why use the service: a heading and each benefit with its small picture. */
export function ServiceBenefits({ benefits }: { benefits: Benefits }) {
  return (
    <Box component="section" data-testid="service-benefits" sx={{ px: 2, py: 3 }}>
      {benefits.title && (
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {benefits.title}
        </Typography>
      )}
      {benefits.subtitle && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {benefits.subtitle}
        </Typography>
      )}
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
          p: 0,
          m: 0,
          mt: 2,
          listStyle: 'none',
        }}
      >
        {benefits.items.map((benefit) => (
          <Box component="li" key={benefit.title} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
            {benefit.image && <Image src={benefit.image} alt="" width={48} height={48} />}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
                {benefit.title}
              </Typography>
              {benefit.subtitle && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {benefit.subtitle}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
