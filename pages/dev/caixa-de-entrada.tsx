/**
 * /dev/caixa-de-entrada — the demo mailbox: in the demo while SMTP_URL is unset, the mail the shop would send
 * (verification codes, reset links, welcome) is kept in the outbox table and listed here for the company of the
 * host, newest first. Anywhere else — a real deployment (any ROOT_DOMAIN but localhost), or SMTP set — the page and
 * its data route (/_next/data/…/dev/caixa-de-entrada.json, the same getServerSideProps) do not exist (404).
 */
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proxiedCompany } from '@/src/features/layout/load-layout';

interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** Formatted on the server in the page's language and the demo's zone, so the browser shows the same text. */
  sentAt: string;
}

interface Props {
  company: string;
  messages: MailboxMessage[] | null;
}

export default function DevMailbox({ messages }: Props) {
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
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, req, res }) => {
  const { demoMailboxEnabled } = await import('@/src/server/deployment/deployment-mode');
  if (!demoMailboxEnabled()) return { notFound: true };
  const company = proxiedCompany(req.headers);
  if (!company) return { notFound: true };
  res.setHeader('Cache-Control', 'no-store');
  let messages: MailboxMessage[] | null;
  try {
    const [{ getDb }, { outboxForSlug }] = await Promise.all([
      import('@/src/server/db/client'),
      import('@/src/server/mail/outbox'),
    ]);
    const format = new Intl.DateTimeFormat(locale ?? 'pt-BR', {
      dateStyle: 'short',
      timeStyle: 'medium',
      timeZone: 'America/Sao_Paulo',
    });
    messages = (await outboxForSlug(await getDb(), company)).map(({ createdAt, ...message }) => ({
      ...message,
      sentAt: format.format(new Date(createdAt)),
    }));
  } catch (error) {
    console.error('[mailbox]', error);
    messages = null;
  }
  return { props: { company, messages, ...(await serverSideTranslations(locale ?? 'pt-BR', ['common', 'accounts'])) } };
};
