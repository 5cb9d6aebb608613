/**
 * The texts of the business-account refusals (company profile, team, invitations, saved clients, bookings list),
 * in the three languages: the API's messages. The screens show their own translations of the same codes
 * (locales/…/business.json), at the field where the user can act.
 */
import type { Locale } from './localize';

const MESSAGES: Record<string, Record<Locale, string>> = {
  UNAUTHENTICATED: {
    'pt-BR': 'Entre na sua conta para continuar.',
    en: 'Sign in to continue.',
    es: 'Inicia sesión para continuar.',
  },
  EMAIL_NOT_VERIFIED: {
    'pt-BR': 'Confirme o seu e-mail antes de continuar.',
    en: 'Confirm your e-mail address before continuing.',
    es: 'Confirma tu correo electrónico antes de continuar.',
  },
  BUSINESS_NOT_FOUND: {
    'pt-BR': 'Empresa não encontrada entre as suas.',
    en: 'This company is not one of yours.',
    es: 'Esta empresa no está entre las tuyas.',
  },
  BUSINESS_ADMIN_ONLY: {
    'pt-BR': 'Só um administrador da empresa pode fazer isso.',
    en: "Only one of the company's admins can do this.",
    es: 'Solo un administrador de la empresa puede hacer esto.',
  },
  CNPJ_REQUIRED: { 'pt-BR': 'Informe o CNPJ.', en: 'Enter the CNPJ.', es: 'Indica el CNPJ.' },
  CNPJ_INVALID: {
    'pt-BR': 'Este CNPJ não é válido: confira os números.',
    en: 'This CNPJ is not valid: check the digits.',
    es: 'Este CNPJ no es válido: revisa los números.',
  },
  CNPJ_LETTERS_UNSUPPORTED: {
    'pt-BR': 'CNPJs com letras ainda não são aceitos para contas empresariais.',
    en: 'CNPJs with letters are not accepted for company accounts yet.',
    es: 'Los CNPJ con letras aún no se aceptan para cuentas de empresa.',
  },
  CNPJ_TAKEN: {
    'pt-BR': 'Já existe uma conta para este CNPJ. Peça a um administrador dela que convide você.',
    en: 'This CNPJ already has an account. Ask one of its admins to invite you.',
    es: 'Ya existe una cuenta para este CNPJ. Pide a uno de sus administradores que te invite.',
  },
  LEGAL_NAME_REQUIRED: {
    'pt-BR': 'Informe a razão social.',
    en: 'Enter the legal name.',
    es: 'Indica la razón social.',
  },
  TRADE_NAME_REQUIRED: {
    'pt-BR': 'Informe o nome fantasia.',
    en: 'Enter the trade name.',
    es: 'Indica el nombre comercial.',
  },
  STATE_REGISTRATION_INVALID: {
    'pt-BR': 'A inscrição estadual tem de 2 a 14 dígitos, ou escreva ISENTO.',
    en: 'The state registration has 2 to 14 digits, or write ISENTO (exempt).',
    es: 'La inscripción estatal tiene de 2 a 14 dígitos, o escribe ISENTO (exenta).',
  },
  CEP_INVALID: { 'pt-BR': 'O CEP tem 8 dígitos.', en: 'The CEP has 8 digits.', es: 'El CEP tiene 8 dígitos.' },
  STREET_REQUIRED: { 'pt-BR': 'Informe a rua.', en: 'Enter the street.', es: 'Indica la calle.' },
  NUMBER_REQUIRED: { 'pt-BR': 'Informe o número.', en: 'Enter the number.', es: 'Indica el número.' },
  DISTRICT_REQUIRED: { 'pt-BR': 'Informe o bairro.', en: 'Enter the district.', es: 'Indica el barrio.' },
  CITY_REQUIRED: { 'pt-BR': 'Informe a cidade.', en: 'Enter the city.', es: 'Indica la ciudad.' },
  STATE_INVALID: { 'pt-BR': 'Escolha a UF.', en: 'Choose the state.', es: 'Elige el estado.' },
  EMAIL_INVALID: {
    'pt-BR': 'Este e-mail não é válido.',
    en: 'This e-mail address is not valid.',
    es: 'Este correo electrónico no es válido.',
  },
  TOO_LONG: { 'pt-BR': 'Texto longo demais.', en: 'This text is too long.', es: 'Este texto es demasiado largo.' },
  ROLE_INVALID: {
    'pt-BR': 'Escolha administrador ou reservas.',
    en: 'Choose admin or booker.',
    es: 'Elige administrador o reservas.',
  },
  BUSINESS_ALREADY_MEMBER: {
    'pt-BR': 'Esta pessoa já faz parte da equipe.',
    en: 'This person is already on the team.',
    es: 'Esta persona ya forma parte del equipo.',
  },
  BUSINESS_ALREADY_INVITED: {
    'pt-BR': 'Esta pessoa já foi convidada e o convite ainda vale. Cancele-o para enviar outro.',
    en: 'This person has already been invited and the invitation is still valid. Cancel it to send another.',
    es: 'Esta persona ya fue invitada y la invitación sigue vigente. Cancélala para enviar otra.',
  },
  TOO_MANY_INVITATIONS: {
    'pt-BR': 'Há convites pendentes demais. Cancele alguns antes de convidar mais pessoas.',
    en: 'Too many invitations are pending. Cancel some before inviting more people.',
    es: 'Hay demasiadas invitaciones pendientes. Cancela algunas antes de invitar a más personas.',
  },
  INVITATION_NOT_FOUND: {
    'pt-BR': 'Este convite não existe ou foi cancelado.',
    en: 'This invitation does not exist or was cancelled.',
    es: 'Esta invitación no existe o fue cancelada.',
  },
  INVITATION_EXPIRED: {
    'pt-BR': 'Este convite expirou. Peça um novo a quem convidou você.',
    en: 'This invitation has expired. Ask whoever invited you for a new one.',
    es: 'Esta invitación venció. Pide una nueva a quien te invitó.',
  },
  INVITATION_ALREADY_USED: {
    'pt-BR': 'Este convite já foi aceito.',
    en: 'This invitation has already been accepted.',
    es: 'Esta invitación ya fue aceptada.',
  },
  INVITATION_OTHER_EMAIL: {
    'pt-BR': 'Este convite é para outro e-mail. Entre com a conta do e-mail convidado.',
    en: 'This invitation is for another e-mail address. Sign in with the invited address.',
    es: 'Esta invitación es para otro correo. Inicia sesión con el correo invitado.',
  },
  LAST_ADMIN: {
    'pt-BR': 'A empresa precisa de pelo menos um administrador. Torne outra pessoa administradora antes.',
    en: 'The company needs at least one admin. Make someone else an admin first.',
    es: 'La empresa necesita al menos un administrador. Haz administradora a otra persona antes.',
  },
  MEMBER_NOT_FOUND: {
    'pt-BR': 'Esta pessoa não faz parte da equipe.',
    en: 'This person is not on the team.',
    es: 'Esta persona no forma parte del equipo.',
  },
  CLIENT_NOT_FOUND: {
    'pt-BR': 'Cliente não encontrado nesta empresa.',
    en: "This client is not one of the company's.",
    es: 'Este cliente no es de esta empresa.',
  },
  CLIENT_NAME_REQUIRED: {
    'pt-BR': 'Informe o nome do cliente.',
    en: "Enter the client's name.",
    es: 'Indica el nombre del cliente.',
  },
  PHONE_REQUIRED: {
    'pt-BR': 'Informe o celular do cliente.',
    en: "Enter the client's mobile number.",
    es: 'Indica el móvil del cliente.',
  },
  PHONE_INVALID: {
    'pt-BR': 'Este número não é válido para o país escolhido.',
    en: 'This number is not valid for the chosen country.',
    es: 'Este número no es válido para el país elegido.',
  },
  LANGUAGE_INVALID: {
    'pt-BR': 'Escolha português, inglês ou espanhol.',
    en: 'Choose Portuguese, English or Spanish.',
    es: 'Elige portugués, inglés o español.',
  },
  TOO_MANY_CLIENTS: {
    'pt-BR': 'A empresa já tem o máximo de clientes salvos. Remova algum antes de adicionar outro.',
    en: 'The company already has the most saved clients allowed. Remove one before adding another.',
    es: 'La empresa ya tiene el máximo de clientes guardados. Elimina alguno antes de añadir otro.',
  },
  DATE_INVALID: {
    'pt-BR': 'Data inválida.',
    en: 'This date is not valid.',
    es: 'Fecha no válida.',
  },
  DATE_RANGE_INVALID: {
    'pt-BR': 'A data final vem antes da inicial.',
    en: 'The end date is before the start date.',
    es: 'La fecha final es anterior a la inicial.',
  },
  STATUS_INVALID: { 'pt-BR': 'Situação inválida.', en: 'Unknown status.', es: 'Estado no válido.' },
  FILTER_INVALID: { 'pt-BR': 'Filtro inválido.', en: 'Invalid filter.', es: 'Filtro no válido.' },
  CREDIT_LINE_STAFF_ONLY: {
    'pt-BR': 'Só a equipe da loja pode aprovar contas e definir limites.',
    en: "Only the store's staff can approve accounts and set limits.",
    es: 'Solo el equipo de la tienda puede aprobar cuentas y fijar límites.',
  },
  CREDIT_LIMIT_INVALID: {
    'pt-BR': 'Informe um limite entre R$ 0,00 e R$ 1.000.000,00, em centavos inteiros.',
    en: 'Enter a limit between R$ 0.00 and R$ 1,000,000.00, in whole centavos.',
    es: 'Indica un límite entre R$ 0,00 y R$ 1.000.000,00, en centavos enteros.',
  },
  CREDIT_REQUEST_ADMIN_ONLY: {
    'pt-BR': 'Só um administrador da empresa pode pedir faturamento. Peça a um deles.',
    en: "Only one of the company's admins can request invoicing. Ask one of them.",
    es: 'Solo un administrador de la empresa puede solicitar facturación. Pídeselo a uno de ellos.',
  },
  CREDIT_REQUEST_NOTE_TOO_LONG: {
    'pt-BR': 'O recado para a loja tem no máximo 300 caracteres.',
    en: 'The note to the store can be at most 300 characters long.',
    es: 'La nota para la tienda tiene como máximo 300 caracteres.',
  },
  CREDIT_LINE_ALREADY_APPROVED: {
    'pt-BR': 'Esta loja já aprovou o faturamento da empresa.',
    en: 'This store has already approved the company for invoicing.',
    es: 'Esta tienda ya aprobó la facturación de la empresa.',
  },
  CREDIT_LINE_SUSPENDED: {
    'pt-BR': 'A loja suspendeu o faturamento da empresa. Fale com a loja para retomá-lo.',
    en: 'The store has suspended invoicing for the company. Contact the store to resume it.',
    es: 'La tienda suspendió la facturación de la empresa. Contacta con la tienda para reanudarla.',
  },
  MAIL_UNAVAILABLE: {
    'pt-BR': 'Não foi possível enviar o e-mail agora. Tente de novo mais tarde.',
    en: 'The e-mail could not be sent now. Try again later.',
    es: 'No se pudo enviar el correo ahora. Inténtalo de nuevo más tarde.',
  },
};

const GENERIC: Record<Locale, string> = {
  'pt-BR': 'Não foi possível concluir. Confira os dados e tente de novo.',
  en: 'This could not be done. Check the details and try again.',
  es: 'No se pudo completar. Revisa los datos e inténtalo de nuevo.',
};

export function businessMessage(code: string, locale: Locale): string {
  return MESSAGES[code]?.[locale] ?? GENERIC[locale];
}

/** Every code with a message (the tests check each has all three languages). */
export const BUSINESS_MESSAGE_CODES = Object.keys(MESSAGES);
