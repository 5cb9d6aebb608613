/**
 * The account messages in pt-BR, en and es. Their strings live here rather than in locales/: mail is rendered on
 * the server outside any page, and each message reads as one piece of text.
 */
import type { Locale } from '../../../domain/locale';
import { render, type RenderedMail } from './render';

const MINUTES = 15;

export function verificationCodeMail(locale: Locale, input: { code: string }): RenderedMail {
  const t = {
    'pt-BR': {
      subject: `Seu código de verificação: ${input.code}`,
      intro: 'Use este código para confirmar o seu e-mail:',
      expiry: `Ele vale por ${MINUTES} minutos e só pode ser usado uma vez.`,
      ignore: 'Se você não criou uma conta, ignore esta mensagem.',
    },
    en: {
      subject: `Your verification code: ${input.code}`,
      intro: 'Use this code to confirm your e-mail address:',
      expiry: `It is valid for ${MINUTES} minutes and can be used once.`,
      ignore: 'If you did not create an account, ignore this message.',
    },
    es: {
      subject: `Tu código de verificación: ${input.code}`,
      intro: 'Usa este código para confirmar tu correo electrónico:',
      expiry: `Es válido por ${MINUTES} minutos y solo se puede usar una vez.`,
      ignore: 'Si no creaste una cuenta, ignora este mensaje.',
    },
  }[locale];
  return render(t.subject, [t.intro, { code: input.code }, t.expiry, t.ignore]);
}

export function passwordResetMail(locale: Locale, input: { code: string; link: string }): RenderedMail {
  const t = {
    'pt-BR': {
      subject: 'Redefinição de senha',
      intro: 'Recebemos um pedido para redefinir a sua senha. Digite este código:',
      or: 'ou abra o link abaixo para escolher uma nova senha:',
      label: 'Escolher uma nova senha',
      expiry: `O código e o link valem por ${MINUTES} minutos e só podem ser usados uma vez.`,
      ignore: 'Se você não pediu isso, ignore esta mensagem: sua senha continua a mesma.',
    },
    en: {
      subject: 'Password reset',
      intro: 'We received a request to reset your password. Enter this code:',
      or: 'or open the link below to choose a new password:',
      label: 'Choose a new password',
      expiry: `The code and the link are valid for ${MINUTES} minutes and can be used once.`,
      ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
    },
    es: {
      subject: 'Restablecimiento de contraseña',
      intro: 'Recibimos una solicitud para restablecer tu contraseña. Escribe este código:',
      or: 'o abre el enlace de abajo para elegir una nueva contraseña:',
      label: 'Elegir una nueva contraseña',
      expiry: `El código y el enlace son válidos por ${MINUTES} minutos y solo se pueden usar una vez.`,
      ignore: 'Si no lo solicitaste, ignora este mensaje: tu contraseña sigue siendo la misma.',
    },
  }[locale];
  return render(t.subject, [
    t.intro,
    { code: input.code },
    t.or,
    { link: input.link, label: t.label },
    t.expiry,
    t.ignore,
  ]);
}

export function welcomeMail(locale: Locale, input: { name: string }): RenderedMail {
  const t = {
    'pt-BR': {
      subject: 'Boas-vindas!',
      hello: `Olá, ${input.name}!`,
      body: 'Seu e-mail foi confirmado e a sua conta está pronta.',
    },
    en: {
      subject: 'Welcome!',
      hello: `Hello, ${input.name}!`,
      body: 'Your e-mail address is confirmed and your account is ready.',
    },
    es: {
      subject: '¡Bienvenida/o!',
      hello: `¡Hola, ${input.name}!`,
      body: 'Tu correo electrónico fue confirmado y tu cuenta está lista.',
    },
  }[locale];
  return render(t.subject, [t.hello, t.body]);
}
