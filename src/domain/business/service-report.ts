/**
 * After the service (issue 18, point 9): staff record when the client of a booked line was met, by whom, and a
 * note; the booker is told in their language. Pure: the clock is passed in.
 */
import { DateTime } from 'luxon';

export const MAX_AGENT_NAME_LENGTH = 80;
export const MAX_REPORT_NOTE_LENGTH = 500;
/** A phone's clock a little ahead of the server's is not a meeting in the future. */
export const REPORT_CLOCK_SKEW_MINUTES = 5;

export type ServiceReportRefusal =
  'SERVICE_REPORT_TIME_INVALID' | 'SERVICE_REPORT_AGENT_INVALID' | 'SERVICE_REPORT_NOTE_INVALID';

export interface SentServiceReport {
  /** ISO 8601 with offset. */
  metAt: string;
  agentName: string;
  note?: string | null;
}

export interface ServiceReport {
  metAt: Date;
  agentName: string;
  note: string;
}

/**
 * The report as stored, or the first field's refusal: the meeting happened (not after now, with a few minutes of
 * clock skew) and not before the booking was placed; an agent's name of 2 to 80 characters; a note up to 500.
 */
export function checkServiceReport(
  sent: SentServiceReport,
  c: { placedAt: Date; now: Date },
): { ok: true; report: ServiceReport } | { ok: false; code: ServiceReportRefusal; field: keyof SentServiceReport } {
  const met = DateTime.fromISO(sent.metAt ?? '', { setZone: true });
  const latest = +c.now + REPORT_CLOCK_SKEW_MINUTES * 60_000;
  if (!met.isValid || !/[zZ]|[+-]\d{2}:?\d{2}$/.test(sent.metAt) || +met > latest || +met < +c.placedAt)
    return { ok: false, code: 'SERVICE_REPORT_TIME_INVALID', field: 'metAt' };
  const agentName = (sent.agentName ?? '').trim().replace(/\s+/g, ' ');
  if (agentName.length < 2 || agentName.length > MAX_AGENT_NAME_LENGTH)
    return { ok: false, code: 'SERVICE_REPORT_AGENT_INVALID', field: 'agentName' };
  const note = (sent.note ?? '').trim();
  if (note.length > MAX_REPORT_NOTE_LENGTH) return { ok: false, code: 'SERVICE_REPORT_NOTE_INVALID', field: 'note' };
  return { ok: true, report: { metAt: met.toJSDate(), agentName, note } };
}

export type ReportLanguage = 'pt-BR' | 'en' | 'es';

export interface ServiceReportFacts {
  orderNumber: string;
  clientName: string;
  serviceName: string;
  metAt: Date;
  agentName: string;
  note: string;
  /** The store's zone: the time as the airport's clock shows it. */
  zone: string;
  statusUrl: string;
}

const TEXT: Record<ReportLanguage, (f: ServiceReportFacts, when: string) => { subject: string; body: string }> = {
  'pt-BR': (f, when) => ({
    subject: `Atendimento realizado: ${f.clientName} (pedido ${f.orderNumber})`,
    body:
      `${f.clientName} foi recebido(a) em ${when} por ${f.agentName} (${f.serviceName}, pedido ${f.orderNumber}).` +
      (f.note ? ` Observação: ${f.note}` : '') +
      ` Detalhes: ${f.statusUrl}`,
  }),
  en: (f, when) => ({
    subject: `Service given: ${f.clientName} (order ${f.orderNumber})`,
    body:
      `${f.clientName} was met on ${when} by ${f.agentName} (${f.serviceName}, order ${f.orderNumber}).` +
      (f.note ? ` Note: ${f.note}` : '') +
      ` Details: ${f.statusUrl}`,
  }),
  es: (f, when) => ({
    subject: `Servicio realizado: ${f.clientName} (pedido ${f.orderNumber})`,
    body:
      `${f.clientName} fue recibido(a) el ${when} por ${f.agentName} (${f.serviceName}, pedido ${f.orderNumber}).` +
      (f.note ? ` Observación: ${f.note}` : '') +
      ` Detalles: ${f.statusUrl}`,
  }),
};

/** The booker's short report, in their language (else Portuguese). */
export function serviceReportMail(language: string, facts: ServiceReportFacts): { subject: string; body: string } {
  const lang: ReportLanguage = language === 'en' || language === 'es' ? language : 'pt-BR';
  // The airport's 24-hour clock in every language.
  const when = DateTime.fromJSDate(facts.metAt, { zone: facts.zone })
    .setLocale(lang)
    .toFormat(lang === 'en' ? 'd MMM yyyy, HH:mm' : 'dd/MM/yyyy HH:mm');
  return TEXT[lang](facts, when);
}
