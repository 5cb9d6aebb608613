/** The invitation to join a company's team (issue 18), in the inviter's language, with the link that accepts it. */
import type { Locale } from '../../../domain/locale';
import { INVITATION_VALID_DAYS } from '../../../domain/business/invitation-rules';
import { render, type RenderedMail } from './render';

export interface InvitationMailInput {
  company: string;
  inviter: string;
  role: 'admin' | 'booker';
  link: string;
}

export function businessInvitationMail(locale: Locale, input: InvitationMailInput): RenderedMail {
  const t = {
    'pt-BR': {
      subject: `Convite para a equipe de ${input.company}`,
      intro: `${input.inviter} convidou você para a equipe de ${input.company} como ${input.role === 'admin' ? 'administrador(a)' : 'responsável por reservas'}.`,
      how: 'Entre (ou crie sua conta) com este mesmo e-mail e aceite o convite:',
      label: 'Aceitar o convite',
      expiry: `O convite vale por ${INVITATION_VALID_DAYS} dias.`,
      ignore: 'Se você não esperava este convite, ignore esta mensagem.',
    },
    en: {
      subject: `Invitation to join ${input.company}'s team`,
      intro: `${input.inviter} invited you to join ${input.company}'s team as ${input.role === 'admin' ? 'an admin' : 'a booker'}.`,
      how: 'Sign in (or create your account) with this same e-mail address and accept the invitation:',
      label: 'Accept the invitation',
      expiry: `The invitation is valid for ${INVITATION_VALID_DAYS} days.`,
      ignore: 'If you did not expect this invitation, ignore this message.',
    },
    es: {
      subject: `Invitación al equipo de ${input.company}`,
      intro: `${input.inviter} te invitó al equipo de ${input.company} como ${input.role === 'admin' ? 'administrador(a)' : 'responsable de reservas'}.`,
      how: 'Inicia sesión (o crea tu cuenta) con este mismo correo y acepta la invitación:',
      label: 'Aceptar la invitación',
      expiry: `La invitación es válida por ${INVITATION_VALID_DAYS} días.`,
      ignore: 'Si no esperabas esta invitación, ignora este mensaje.',
    },
  }[locale];
  return render(t.subject, [t.intro, t.how, { link: input.link, label: t.label }, t.expiry, t.ignore]);
}
