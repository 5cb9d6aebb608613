import { describe, expect, it } from 'vitest';
import { receiptAvailable, receiptLabels, receiptMethod } from '@/src/domain/business/receipt';

describe('receiptAvailable', () => {
  it.each([
    ['CONFIRMED', 'PAID', true],
    ['COMPLETED', 'PAID', true],
    ['PLACED', 'NOT_REQUIRED', true],
    ['CONFIRMED', 'PENDING', false],
    ['CONFIRMED', 'AUTHORIZED', false],
    ['CONFIRMED', 'DECLINED', false],
    ['CANCELED', 'PAID', false],
    ['CANCELED', 'REFUNDED', false],
  ])('%s with payment %s: %s', (status, payment, available) => {
    expect(receiptAvailable({ status, payment: { status: payment } })).toBe(available);
  });
  it('no payment recorded: none', () => {
    expect(receiptAvailable({ status: 'CONFIRMED', payment: null })).toBe(false);
  });
});

describe('receiptLabels', () => {
  it.each([
    ['pt-BR', 'Recibo', 'Total pago'],
    ['en', 'Receipt', 'Total paid'],
    ['es', 'Recibo', 'Total pagado'],
    ['de', 'Recibo', 'Total pago'],
  ])('%s', (language, title, total) => {
    expect(receiptLabels(language)).toMatchObject({ title, total });
  });
});

describe('receiptMethod', () => {
  it.each([
    ['pt-BR', 'BANK_TRANSFER', 'Transferência bancária'],
    ['en', 'STRIPE', 'Credit card'],
    ['es', 'ON_ACCOUNT', 'A cuenta (factura mensual pagada)'],
    ['en', 'SOMETHING_NEW', 'SOMETHING_NEW'],
  ])('%s %s: %s', (language, method, words) => {
    expect(receiptMethod(language, method)).toBe(words);
  });
});
