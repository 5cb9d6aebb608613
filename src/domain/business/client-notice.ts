/**
 * What a company's client is told about their meet & assist (issue 18, point 7), in the client's own language:
 * when and where they are met, who meets them (the agent's name and phone), and the voucher link. Pure.
 */
import { DateTime } from 'luxon';
import type { BusinessLineDetails, ClientLanguage } from './business-line';

export interface ClientNoticeFacts {
  details: BusinessLineDetails;
  serviceName: string;
  agentName: string;
  agentPhone: string;
  voucherUrl: string;
}

const TEXT: Record<ClientLanguage, (f: ClientNoticeFacts, when: string) => { subject: string; body: string }> = {
  'pt-BR': (f, when) => ({
    subject: `${f.serviceName}: sua recepção no voo ${f.details.flightNumber}`,
    body:
      `Olá, ${f.details.clientName}! ${f.serviceName} no voo ${f.details.flightNumber}, ${when}. ` +
      `Ponto de encontro: ${f.details.meetingPoint}. Procure a placa "${f.details.signText}". ` +
      `Seu agente: ${f.agentName}, ${f.agentPhone}. Voucher: ${f.voucherUrl}`,
  }),
  en: (f, when) => ({
    subject: `${f.serviceName}: your meeting on flight ${f.details.flightNumber}`,
    body:
      `Hello, ${f.details.clientName}! ${f.serviceName} on flight ${f.details.flightNumber}, ${when}. ` +
      `Meeting point: ${f.details.meetingPoint}. Look for the sign "${f.details.signText}". ` +
      `Your agent: ${f.agentName}, ${f.agentPhone}. Voucher: ${f.voucherUrl}`,
  }),
  es: (f, when) => ({
    subject: `${f.serviceName}: tu recepción en el vuelo ${f.details.flightNumber}`,
    body:
      `¡Hola, ${f.details.clientName}! ${f.serviceName} en el vuelo ${f.details.flightNumber}, ${when}. ` +
      `Punto de encuentro: ${f.details.meetingPoint}. Busca el cartel "${f.details.signText}". ` +
      `Tu agente: ${f.agentName}, ${f.agentPhone}. Voucher: ${f.voucherUrl}`,
  }),
};

/** The time as the airport's clock shows it (the offset it was booked with), in the client's language. */
export function clientNotice(facts: ClientNoticeFacts): { subject: string; body: string } {
  const language = facts.details.clientLanguage;
  const when = DateTime.fromISO(facts.details.time, { setZone: true })
    .setLocale(language)
    .toLocaleString(DateTime.DATETIME_MED);
  return TEXT[language](facts, when);
}
