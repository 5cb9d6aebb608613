/** Texts of the refusals of a booking made for a business account (issue 18), in the three languages. */
import type { Locale } from './localize';

export type BusinessMessageCode =
  | 'FORBIDDEN'
  | 'BUSINESS_ACCOUNT_NOT_APPROVED'
  | 'BUSINESS_CREDIT_LIMIT_REACHED'
  | 'BUSINESS_LINES_MISMATCH'
  | 'BUSINESS_CLIENT_NOT_FOUND'
  | 'BUSINESS_CLIENT_REQUIRED'
  | 'BUSINESS_CLIENT_NAME_INVALID'
  | 'BUSINESS_CLIENT_PHONE_INVALID'
  | 'BUSINESS_CLIENT_EMAIL_INVALID'
  | 'BUSINESS_CLIENT_LANGUAGE_INVALID'
  | 'BUSINESS_DIRECTION_INVALID'
  | 'BUSINESS_FLIGHT_NUMBER_INVALID'
  | 'BUSINESS_TIME_INVALID'
  | 'BUSINESS_TIME_UNAVAILABLE'
  | 'BUSINESS_SIGN_TEXT_INVALID'
  | 'BUSINESS_MEETING_POINT_INVALID'
  | 'BUSINESS_PEOPLE_INVALID'
  | 'BUSINESS_COST_CENTRE_INVALID'
  | 'BUSINESS_PURCHASE_ORDER_INVALID';

const MESSAGES: Record<Locale, Record<BusinessMessageCode, string>> = {
  'pt-BR': {
    FORBIDDEN: 'Você não faz parte desta empresa e não pode reservar em nome dela.',
    BUSINESS_ACCOUNT_NOT_APPROVED: 'O faturamento desta empresa ainda não foi aprovado por este fornecedor.',
    BUSINESS_CREDIT_LIMIT_REACHED: 'Esta reserva ultrapassa o limite de faturamento da empresa.',
    BUSINESS_LINES_MISMATCH: 'Cada item da reserva precisa de um cliente com seus dados de voo.',
    BUSINESS_CLIENT_NOT_FOUND: 'Este cliente não está salvo nesta empresa.',
    BUSINESS_CLIENT_REQUIRED: 'Escolha um cliente salvo ou informe um novo.',
    BUSINESS_CLIENT_NAME_INVALID: 'Informe o nome do cliente (2 a 120 caracteres).',
    BUSINESS_CLIENT_PHONE_INVALID: 'Informe um telefone válido para o cliente, com DDI se for do exterior.',
    BUSINESS_CLIENT_EMAIL_INVALID: 'Informe um e-mail válido para o cliente.',
    BUSINESS_CLIENT_LANGUAGE_INVALID: 'Escolha o idioma do cliente: português, inglês ou espanhol.',
    BUSINESS_DIRECTION_INVALID: 'Escolha se é chegada ou partida.',
    BUSINESS_FLIGHT_NUMBER_INVALID: 'Informe o número do voo, por exemplo LA 3040.',
    BUSINESS_TIME_INVALID: 'Informe um horário futuro (HH:MM).',
    BUSINESS_TIME_UNAVAILABLE:
      'O serviço não atende neste horário: escolha um horário dentro do atendimento, com a antecedência que ele pede.',
    BUSINESS_SIGN_TEXT_INVALID: 'O texto da placa pode ter até 60 caracteres.',
    BUSINESS_MEETING_POINT_INVALID: 'Informe o ponto de encontro.',
    BUSINESS_PEOPLE_INVALID: 'Informe o número de pessoas (1 a 20).',
    BUSINESS_COST_CENTRE_INVALID: 'Informe o centro de custo (até 60 caracteres).',
    BUSINESS_PURCHASE_ORDER_INVALID: 'O número do pedido de compra pode ter até 60 caracteres.',
  },
  en: {
    FORBIDDEN: 'You are not a member of this company and cannot book on its behalf.',
    BUSINESS_ACCOUNT_NOT_APPROVED: 'This supplier has not approved invoicing for this company yet.',
    BUSINESS_CREDIT_LIMIT_REACHED: "This booking goes over the company's invoicing limit.",
    BUSINESS_LINES_MISMATCH: 'Each item of the booking needs a client with their flight details.',
    BUSINESS_CLIENT_NOT_FOUND: 'This client is not saved in this company.',
    BUSINESS_CLIENT_REQUIRED: 'Pick a saved client or enter a new one.',
    BUSINESS_CLIENT_NAME_INVALID: "Enter the client's name (2 to 120 characters).",
    BUSINESS_CLIENT_PHONE_INVALID: "Enter a valid phone for the client, with the country code if it's abroad.",
    BUSINESS_CLIENT_EMAIL_INVALID: 'Enter a valid e-mail for the client.',
    BUSINESS_CLIENT_LANGUAGE_INVALID: "Choose the client's language: Portuguese, English or Spanish.",
    BUSINESS_DIRECTION_INVALID: 'Choose arrival or departure.',
    BUSINESS_FLIGHT_NUMBER_INVALID: 'Enter the flight number, for example LA 3040.',
    BUSINESS_TIME_INVALID: 'Enter a time in the future (HH:MM).',
    BUSINESS_TIME_UNAVAILABLE:
      'The service is not available at this time: choose a time within its hours, with the notice it needs.',
    BUSINESS_SIGN_TEXT_INVALID: 'The sign text can be up to 60 characters.',
    BUSINESS_MEETING_POINT_INVALID: 'Enter the meeting point.',
    BUSINESS_PEOPLE_INVALID: 'Enter the number of people (1 to 20).',
    BUSINESS_COST_CENTRE_INVALID: 'Enter the cost centre (up to 60 characters).',
    BUSINESS_PURCHASE_ORDER_INVALID: 'The purchase order number can be up to 60 characters.',
  },
  es: {
    FORBIDDEN: 'No eres miembro de esta empresa y no puedes reservar en su nombre.',
    BUSINESS_ACCOUNT_NOT_APPROVED: 'Este proveedor aún no aprobó la facturación de esta empresa.',
    BUSINESS_CREDIT_LIMIT_REACHED: 'Esta reserva supera el límite de facturación de la empresa.',
    BUSINESS_LINES_MISMATCH: 'Cada ítem de la reserva necesita un cliente con sus datos de vuelo.',
    BUSINESS_CLIENT_NOT_FOUND: 'Este cliente no está guardado en esta empresa.',
    BUSINESS_CLIENT_REQUIRED: 'Elige un cliente guardado o indica uno nuevo.',
    BUSINESS_CLIENT_NAME_INVALID: 'Indica el nombre del cliente (2 a 120 caracteres).',
    BUSINESS_CLIENT_PHONE_INVALID: 'Indica un teléfono válido del cliente, con el código de país si es del exterior.',
    BUSINESS_CLIENT_EMAIL_INVALID: 'Indica un correo válido del cliente.',
    BUSINESS_CLIENT_LANGUAGE_INVALID: 'Elige el idioma del cliente: portugués, inglés o español.',
    BUSINESS_DIRECTION_INVALID: 'Elige si es llegada o salida.',
    BUSINESS_FLIGHT_NUMBER_INVALID: 'Indica el número de vuelo, por ejemplo LA 3040.',
    BUSINESS_TIME_INVALID: 'Indica una hora futura (HH:MM).',
    BUSINESS_TIME_UNAVAILABLE:
      'El servicio no atiende a esa hora: elige una hora dentro de su horario, con la antelación que pide.',
    BUSINESS_SIGN_TEXT_INVALID: 'El texto del cartel puede tener hasta 60 caracteres.',
    BUSINESS_MEETING_POINT_INVALID: 'Indica el punto de encuentro.',
    BUSINESS_PEOPLE_INVALID: 'Indica el número de personas (1 a 20).',
    BUSINESS_COST_CENTRE_INVALID: 'Indica el centro de costo (hasta 60 caracteres).',
    BUSINESS_PURCHASE_ORDER_INVALID: 'El número de orden de compra puede tener hasta 60 caracteres.',
  },
};

export function businessMessage(code: BusinessMessageCode, locale: Locale): string {
  return MESSAGES[locale][code];
}
