import { describe, expect, it } from 'vitest';
import { checkServiceReport, serviceReportMail } from '@/src/domain/business/service-report';

const placedAt = new Date('2026-11-20T12:00:00.000Z');
const now = new Date('2026-11-24T10:00:00.000Z');
const check = (over: Record<string, unknown>) =>
  checkServiceReport(
    { metAt: '2026-11-24T06:52:00-03:00', agentName: 'Marcos Lima', note: '', ...over },
    { placedAt, now },
  );

describe('checkServiceReport', () => {
  it('keeps the meeting time, the agent (spaces tidied) and the note', () => {
    expect(check({ agentName: '  Marcos   Lima ', note: ' Voo atrasou 20 min. ' })).toEqual({
      ok: true,
      report: { metAt: new Date('2026-11-24T09:52:00.000Z'), agentName: 'Marcos Lima', note: 'Voo atrasou 20 min.' },
    });
  });
  it.each([
    ['a time without offset', { metAt: '2026-11-24T06:52:00' }, 'metAt'],
    ['no time', { metAt: '' }, 'metAt'],
    ['a meeting in the future', { metAt: '2026-11-24T10:06:00Z' }, 'metAt'],
    ['a meeting before the booking', { metAt: '2026-11-20T11:59:59Z' }, 'metAt'],
    ['a one-letter agent', { agentName: 'M' }, 'agentName'],
    ['an agent of 81 characters', { agentName: 'M'.repeat(81) }, 'agentName'],
    ['a note of 501 characters', { note: 'n'.repeat(501) }, 'note'],
  ])('refuses %s', (_name, over, field) => {
    expect(check(over)).toMatchObject({ ok: false, field });
  });
  it('accepts a phone clock up to 5 minutes ahead, and the limits themselves', () => {
    expect(check({ metAt: '2026-11-24T10:05:00Z' }).ok).toBe(true);
    expect(check({ metAt: '2026-11-20T12:00:00Z', agentName: 'Al', note: 'n'.repeat(500) }).ok).toBe(true);
  });
});

describe('serviceReportMail', () => {
  const facts = {
    orderNumber: 'A7K-2Q9',
    clientName: 'James Whitmore',
    serviceName: 'Recepção corporativa',
    metAt: new Date('2026-11-24T09:52:00.000Z'),
    agentName: 'Marcos Lima',
    note: 'Flight 20 min late',
    zone: 'America/Sao_Paulo',
    statusUrl: 'http://aeroporto.localhost:3000/status-pedido?id=x',
  };
  it.each([
    ['pt-BR', 'Atendimento realizado: James Whitmore (pedido A7K-2Q9)', 'por Marcos Lima', 'Observação: Flight'],
    ['en', 'Service given: James Whitmore (order A7K-2Q9)', 'by Marcos Lima', 'Note: Flight'],
    ['es', 'Servicio realizado: James Whitmore (pedido A7K-2Q9)', 'por Marcos Lima', 'Observación: Flight'],
    ['fr', 'Atendimento realizado: James Whitmore (pedido A7K-2Q9)', 'por Marcos Lima', 'Observação'],
  ])('in %s', (language, subject, by, note) => {
    const mail = serviceReportMail(language, facts);
    expect(mail.subject).toBe(subject);
    expect(mail.body).toContain(by);
    expect(mail.body).toContain(note);
    expect(mail.body).toContain('06:52');
    expect(mail.body).toContain(facts.statusUrl);
  });
  it('says nothing of a note when there is none', () => {
    expect(serviceReportMail('en', { ...facts, note: '' }).body).not.toContain('Note:');
  });
});
