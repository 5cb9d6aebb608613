/** The texts of createOrder's refusals of the customer's details (src/server/orders/customer-check.ts), per field. */
import type { CustomerField } from '../../domain/customer/checkout-customer';
import type { Locale } from './localize';

type Messages = Record<CustomerField, string>;

const ptBR: Messages = {
  name: 'Nome inválido: informe nome e sobrenome.',
  identityDocumentType: 'Tipo de documento inválido: use CPF, passaporte ou CNPJ.',
  identityDocument: 'Documento inválido: confira o número do CPF, do passaporte ou do CNPJ.',
  phone: 'Telefone inválido: informe o código do país e o número, como +55 11 98765-4321.',
  email: 'E-mail inválido.',
};

const en: Messages = {
  name: 'Invalid name: enter your first and last name.',
  identityDocumentType: 'Invalid document type: use CPF, passport or CNPJ.',
  identityDocument: 'Invalid document: check the CPF, passport or CNPJ number.',
  phone: 'Invalid phone number: enter the country code and the number, like +44 7700 900123.',
  email: 'Invalid e-mail.',
};

const es: Messages = {
  name: 'Nombre inválido: indica nombre y apellido.',
  identityDocumentType: 'Tipo de documento inválido: usa CPF, pasaporte o CNPJ.',
  identityDocument: 'Documento inválido: revisa el número del CPF, del pasaporte o del CNPJ.',
  phone: 'Teléfono inválido: indica el código del país y el número, como +54 9 11 2345-6789.',
  email: 'Correo inválido.',
};

const MESSAGES: Record<Locale, Messages> = { 'pt-BR': ptBR, en, es };

export function customerMessage(field: CustomerField, locale: Locale): string {
  return MESSAGES[locale][field];
}
