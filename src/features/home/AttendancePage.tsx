import { useState, type FormEvent } from 'react';
import { InfoNotice } from '@/src/ui/Notice';
import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import { containedLook } from '@/src/ui/button-look';
import { TextInput } from '@/src/ui/TextInput';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useMainState } from '@/src/client/main-state/main-state-context';
import { CompanyColors } from './CompanyColors';
import { MuiProviders } from '@/src/ui/mui/MuiProviders';
import { column } from './section-title';

/**
 * `/atendimento/{company}`: a company's attendant switches this device to attendant mode for one customer, whose
 * name the main state keeps (and the orders will carry once checkout exists, which the page says plainly).
 */
export function AttendancePage({ company }: { company: string }) {
  const { t } = useTranslation('home');
  const { state, dispatch, ready } = useMainState();
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const active = state.accessedThePage.attendant;

  function start(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setMissing(true);
      return;
    }
    dispatch({ type: 'START_ATTENDANCE', customerName: name });
    setName('');
    setMissing(false);
  }

  return (
    <CompanyColors company={company}>
      {/* Again under the company's colours, which MUI's theme takes from CompanyColors. */}
      <MuiProviders>
        <Box component="main">
          <Box sx={{ ...column, py: 4, maxWidth: 560 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, color: 'primary.main', mb: 2 }}>
              {t('attendant.title')}
            </Typography>
            {active ? (
              <>
                <Typography sx={{ mb: 2 }} data-testid="attendant-customer">
                  {t('attendant.activeIntro', { name: state.customerName })}
                </Typography>
                <PlainButton component={Link} href="/" sx={{ ...containedLook(), minHeight: 44 }}>
                  {t('attendant.goHome')}
                </PlainButton>
              </>
            ) : (
              <Box
                component="form"
                noValidate
                onSubmit={start}
                sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
              >
                <Typography>{t('attendant.intro')}</Typography>
                <TextInput
                  label={t('attendant.nameLabel')}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  required
                  autoComplete="off"
                  error={missing}
                  helperText={missing ? t('attendant.nameRequired') : ' '}
                  inputProps={{ maxLength: 80 }}
                />
                {/* Disabled until the saved state is read, so a click never races the restore. */}
                <PlainButton
                  type="submit"
                  disabled={!ready}
                  sx={{ ...containedLook(), minHeight: 44, alignSelf: 'flex-start' }}
                >
                  {t('attendant.start')}
                </PlainButton>
              </Box>
            )}
            <InfoNotice sx={{ mt: 3 }}>{t('attendant.inPersonNote')}</InfoNotice>
          </Box>
        </Box>
      </MuiProviders>
    </CompanyColors>
  );
}
