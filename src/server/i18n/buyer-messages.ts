/** The texts of the refusals about who is ordering: an unverified e-mail where sign-in is required, a guest with no client id. */
import type { Locale } from './localize';

export type BuyerMessageCode = 'EMAIL_NOT_VERIFIED' | 'CLIENT_ID_REQUIRED';

const MESSAGES: Record<Locale, Record<BuyerMessageCode, string>> = {
  'pt-BR': {
    EMAIL_NOT_VERIFIED:
      'Confirme o seu e-mail para fazer pedidos nesta loja: digite o código que enviamos para ele ou peça um novo.',
    CLIENT_ID_REQUIRED:
      'Não foi possível identificar este navegador. Ative os cookies deste site e tente de novo, ou entre na sua conta.',
  },
  en: {
    EMAIL_NOT_VERIFIED:
      'Confirm your e-mail address to order from this shop: enter the code we sent to it, or ask for a new one.',
    CLIENT_ID_REQUIRED: "This browser could not be identified. Allow this site's cookies and try again, or sign in.",
  },
  es: {
    EMAIL_NOT_VERIFIED:
      'Confirma tu correo electrónico para hacer pedidos en esta tienda: escribe el código que te enviamos o pide uno nuevo.',
    CLIENT_ID_REQUIRED:
      'No fue posible identificar este navegador. Activa las cookies de este sitio e inténtalo de nuevo, o inicia sesión.',
  },
};

export function buyerMessage(code: BuyerMessageCode, locale: Locale): string {
  return MESSAGES[locale][code];
}
