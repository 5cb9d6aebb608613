import { describe, expect, it } from 'vitest';
import type { BusinessLineDetails, ClientLanguage } from '@/src/domain/business/business-line';
import { clientNotice, type ClientNoticeFacts } from '@/src/domain/business/client-notice';

const facts = (clientLanguage: ClientLanguage): ClientNoticeFacts => {
  const details: BusinessLineDetails = {
    clientName: 'James Whitmore',
    clientPhone: '+447700900123',
    clientEmail: 'james@client.test',
    clientLanguage,
    direction: 'ARRIVAL',
    flightNumber: 'LA 3040',
    time: '2026-11-24T06:40:00.000-03:00',
    signText: 'ACME',
    meetingPoint: 'Portão 3',
    people: 2,
  };
  return {
    details,
    serviceName: 'Meet & Assist',
    agentName: 'Renata',
    agentPhone: '+5511987650001',
    voucherUrl: 'https://x.test/v/1',
  };
};

describe('clientNotice', () => {
  it('tells a Portuguese-speaking client when, where, who and the voucher, on the airport clock', () => {
    expect(clientNotice(facts('pt-BR'))).toEqual({
      subject: 'Meet & Assist: sua recepção no voo LA 3040',
      body:
        'Olá, James Whitmore! Meet & Assist no voo LA 3040, 24 de nov. de 2026, 06:40. ' +
        'Ponto de encontro: Portão 3. Procure a placa "ACME". ' +
        'Seu agente: Renata, +5511987650001. Voucher: https://x.test/v/1',
    });
  });

  it('tells an English-speaking client in English', () => {
    const notice = clientNotice(facts('en'));
    expect(notice.subject).toBe('Meet & Assist: your meeting on flight LA 3040');
    expect(notice.body).toMatch(
      /^Hello, James Whitmore! Meet & Assist on flight LA 3040, Nov 24, 2026, 6:40\sAM\. Meeting point: Portão 3\. Look for the sign "ACME"\. Your agent: Renata, \+5511987650001\. Voucher: https:\/\/x\.test\/v\/1$/,
    );
  });

  it('tells a Spanish-speaking client in Spanish, with tú', () => {
    expect(clientNotice(facts('es'))).toEqual({
      subject: 'Meet & Assist: tu recepción en el vuelo LA 3040',
      body:
        '¡Hola, James Whitmore! Meet & Assist en el vuelo LA 3040, 24 nov 2026, 6:40. ' +
        'Punto de encuentro: Portão 3. Busca el cartel "ACME". ' +
        'Tu agente: Renata, +5511987650001. Voucher: https://x.test/v/1',
    });
  });
});
