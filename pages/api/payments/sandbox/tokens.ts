/** POST /api/payments/sandbox/tokens: the sandbox processor's card tokenisation (src/server/payments/sandbox-tokens-route.ts). */
import en from '@/locales/en/payments.json';
import es from '@/locales/es/payments.json';
import ptBR from '@/locales/pt-BR/payments.json';
import { sandboxTokensRoute } from '@/src/server/payments/sandbox-tokens-route';

// A card form is a few hundred bytes (Next reads this literal from the route file).
export const config = { api: { bodyParser: { sizeLimit: '4kb' } } };

const byLocale = { 'pt-BR': ptBR, en, es } as const;

export default sandboxTokensRoute({ messages: (locale) => byLocale[locale].errors });
