/** The complement's fixed choices and limits, apart from the zod schema so screens can list them without loading zod. */
export const SALUTATIONS = ['MR', 'MRS', 'MX'] as const;
export const DOCUMENT_TYPES = ['CPF', 'RG', 'CNH', 'PASSPORT', 'RNE', 'CNPJ'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const MAX_DOCUMENTS = 5;
export const MAX_ADDRESSES = 10;
