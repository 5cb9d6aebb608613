/**
 * What a statement PDF says of its payment (issue 18, point 6): the charge's method, amount, due date and status,
 * and the PIX copy-and-paste code or the boleto line in full (a long PIX code is cut into lines that fit the page).
 */
import { DateTime } from 'luxon';
import { brl } from '../../domain/business/statement';

export interface StatementChargeLines {
  method: 'PIX' | 'BOLETO';
  amountCents: number;
  dueDate: string;
  status: string;
  pixCopyPaste: string | null;
  boletoLine: string | null;
}

const CHUNK = 110;

export function statementChargeLines(charge: StatementChargeLines): string[] {
  const due = DateTime.fromISO(charge.dueDate).toFormat('dd/MM/yyyy');
  const how = charge.method === 'PIX' ? 'PIX Cobrança' : 'Boleto';
  const head =
    charge.status === 'PAID'
      ? `Pagamento: ${how} · ${brl(charge.amountCents)} · PAGO`
      : `Pagamento: ${how} · ${brl(charge.amountCents)} · vencimento ${due}`;
  if (charge.status === 'PAID') return [head];
  if (charge.method === 'BOLETO') return [head, `Linha digitável: ${charge.boletoLine ?? ''}`];
  const code = charge.pixCopyPaste ?? '';
  const parts: string[] = [];
  for (let i = 0; i < code.length; i += CHUNK) parts.push(code.slice(i, i + CHUNK));
  return [head, 'PIX copia e cola:', ...parts];
}
