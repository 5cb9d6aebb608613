/** The company form's entries as typed (strings), and the stored profile as those entries. */
import type { BusinessAccountFieldsFragment } from './business-account-fields.generated';

export interface CompanyValues {
  cnpj: string;
  legalName: string;
  tradeName: string;
  stateRegistration: string;
  invoiceEmail: string;
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

export const EMPTY_COMPANY: CompanyValues = {
  cnpj: '',
  legalName: '',
  tradeName: '',
  stateRegistration: '',
  invoiceEmail: '',
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
};

export function companyValues(account: BusinessAccountFieldsFragment): CompanyValues {
  const a = account.billingAddress;
  return {
    cnpj: account.cnpj,
    legalName: account.legalName,
    tradeName: account.tradeName,
    stateRegistration: account.stateRegistration ?? '',
    invoiceEmail: account.invoiceEmail,
    postalCode: a.postalCode.replace(/^(\d{5})(\d{3})$/, '$1-$2'),
    street: a.street,
    number: a.number,
    complement: a.complement ?? '',
    district: a.district,
    city: a.city,
    state: a.state,
  };
}

/** The profile as the API takes it (the server checks it again). */
export function profileInput(values: CompanyValues) {
  return {
    legalName: values.legalName,
    tradeName: values.tradeName,
    stateRegistration: values.stateRegistration || null,
    invoiceEmail: values.invoiceEmail,
    billingAddress: {
      postalCode: values.postalCode,
      street: values.street,
      number: values.number,
      complement: values.complement || null,
      district: values.district,
      city: values.city,
      state: values.state,
    },
  };
}

/** Field path (as the rules name it) → the form's element id. */
export const COMPANY_FIELD_IDS: Record<string, string> = {
  cnpj: 'company-cnpj',
  legalName: 'company-legal-name',
  tradeName: 'company-trade-name',
  stateRegistration: 'company-state-registration',
  invoiceEmail: 'company-invoice-email',
  'billingAddress.postalCode': 'company-postal-code',
  'billingAddress.street': 'company-street',
  'billingAddress.number': 'company-number',
  'billingAddress.complement': 'company-complement',
  'billingAddress.district': 'company-district',
  'billingAddress.city': 'company-city',
  'billingAddress.state': 'company-state',
};
