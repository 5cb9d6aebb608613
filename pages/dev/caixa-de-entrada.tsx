/**
 * /dev/caixa-de-entrada — the demo mailbox: in the demo while SMTP_URL is unset, the mail the shop would send
 * (verification codes, reset links, welcome) is kept in the outbox table and listed here for the company of the
 * host, newest first. Anywhere else — a real deployment (any ROOT_DOMAIN but localhost), or SMTP set — the page and
 * its data route (/_next/data/…/dev/caixa-de-entrada.json, the same getServerSideProps) do not exist (404).
 */
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { mailboxPage } from '@/src/features/mailbox/mailbox-page-data';
import { withMui } from '@/src/ui/mui/MuiProviders';

/** `messages`: null when they could not be read; each date formatted on the server, so the browser shows the same text. */
type Props = PageProps<typeof mailboxPage>;

function DevMailbox({ messages, textMessages }: Props) {
  const { t } = useTranslation('accounts');
  return (
    <Container component="main" maxWidth={false} sx={{ maxWidth: 960, py: 3, px: 2 }}>
      <Head>
        <title>{t('mailbox.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('mailbox.title')}
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('mailbox.notice')}
      </Alert>
      <Stack
        direction="row"
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {messages && messages.length > 0 ? t('mailbox.count', { count: messages.length }) : ''}
        </Typography>
        {/* A plain link: reloading the server-rendered page is the refresh, with or without JavaScript. */}
        <Button href="" variant="outlined" sx={{ minHeight: 44 }}>
          {t('mailbox.refresh')}
        </Button>
      </Stack>
      {messages === null ? (
        <Alert severity="error">{t('mailbox.error')}</Alert>
      ) : messages.length === 0 ? (
        <Typography>{t('mailbox.empty')}</Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {messages.map((message) => (
            <Paper component="li" key={message.id} variant="outlined" sx={{ p: 2, overflowWrap: 'anywhere' }}>
              <Typography component="h2" variant="h6">
                {message.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('mailbox.to')}: {message.to} · {t('mailbox.sent')}: {message.sentAt}
              </Typography>
              <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, mt: 1 }}>
                {message.text}
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
      {textMessages && (
        <Box component="section" aria-labelledby="texts-title" sx={{ mt: 4 }}>
          <Typography id="texts-title" component="h2" variant="h5" sx={{ mb: 1 }}>
            {t('mailbox.texts.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('mailbox.texts.notice')}
          </Typography>
          {textMessages.length === 0 ? (
            <Typography>{t('mailbox.texts.empty')}</Typography>
          ) : (
            <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="text-messages">
              {textMessages.map((message) => (
                <Paper component="li" key={message.id} variant="outlined" sx={{ p: 2, overflowWrap: 'anywhere' }}>
                  <Typography component="h3" variant="h6">
                    {t(`mailbox.texts.${message.channel === 'sms' ? 'sms' : 'whatsapp'}`, { to: message.to })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('mailbox.sent')}: {message.sentAt}
                  </Typography>
                  <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, mt: 1 }}>
                    {message.text}
                  </Box>
                </Paper>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, mailboxPage);

// Drawn with MUI: its providers are the page's (src/ui/mui/MuiProviders.tsx), not _app's.
export default withMui(DevMailbox);
