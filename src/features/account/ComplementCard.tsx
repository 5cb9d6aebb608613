import { LightButton as Button } from '@/src/ui/LightButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { AccountComplement } from './account-types';
import { AccountSection } from './AccountSection';

/** The complement at a glance (chosen name, date of birth, how many documents) and the way to edit it. */
export function ComplementCard({ complement }: { complement: AccountComplement }) {
  const { t } = useTranslation('account');
  const empty =
    !complement.chosenName && !complement.dateOfBirth && complement.documents.length === 0 && !complement.nationality;
  return (
    <AccountSection id="complement" title={t('complementCard.title')}>
      <Stack spacing={1} sx={{ mb: 2 }}>
        {empty ? (
          <Typography color="text.secondary">{t('complementCard.empty')}</Typography>
        ) : (
          <>
            {complement.chosenName && (
              <Typography>{t('complementCard.chosenName', { name: complement.chosenName })}</Typography>
            )}
            {complement.dateOfBirth && (
              <Typography>
                {t('complementCard.dateOfBirth', { date: complement.dateOfBirth.split('-').reverse().join('/') })}
              </Typography>
            )}
            <Typography>{t('complementCard.documents', { count: complement.documents.length })}</Typography>
          </>
        )}
      </Stack>
      <Button
        component={Link}
        href="/completar-cadastro?callbackUrl=%2Fconta"
        variant="outlined"
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
      >
        {t('complementCard.edit')}
      </Button>
    </AccountSection>
  );
}
