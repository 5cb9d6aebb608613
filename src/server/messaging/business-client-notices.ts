/**
 * After a business booking is placed: each client is told, in their own language, by WhatsApp (or SMS) through
 * the messaging adapter when they have a phone, and by e-mail through the mailer when they have an address. The
 * agent is the company's hospitality desk: settings.hospitalityAgent {name, phone} when the company has one, else
 * its name and support phone. A failed message never undoes the order (it is logged).
 */
import { clientNotice } from '../../domain/business/client-notice';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { DbOrTx } from '../db/engine';
import { createMailer, type Mailer } from '../mail/mailer';
import { orderStatusLink } from '../orders/order-mail';
import type { OrderRecord } from '../orders/order-record';
import { createMessageSender, type MessageSender } from './message-sender';

interface AgentSettings {
  hospitalityAgent?: { name?: string; phone?: string };
  supportPhone?: string;
}

export async function notifyBusinessClients(
  db: DbOrTx,
  snap: CompanySnapshot,
  record: OrderRecord,
  channels: { sender?: MessageSender; mailer?: Mailer } = {},
): Promise<void> {
  const sender = channels.sender ?? createMessageSender(db);
  const mailer = channels.mailer ?? createMailer(db);
  const settings = (snap.doc.company.settings ?? {}) as AgentSettings;
  const agentName = settings.hospitalityAgent?.name ?? snap.doc.company.name;
  const agentPhone = settings.hospitalityAgent?.phone ?? settings.supportPhone ?? '';
  for (const line of record.lines) {
    const details = line.bookingDetails;
    if (!details) continue;
    // The page in the client's own language, as the notice is written.
    const voucherUrl = `${orderStatusLink(snap, record.order.id, details.clientLanguage)}#voucher-${line.position}`;
    const notice = clientNotice({ details, serviceName: line.itemName, agentName, agentPhone, voucherUrl });
    try {
      if (details.clientPhone)
        await sender.send({
          to: details.clientPhone,
          channel: 'whatsapp',
          text: notice.body,
          companyId: snap.companyId,
        });
      if (details.clientEmail)
        await mailer.send({
          to: details.clientEmail,
          companyId: snap.companyId,
          subject: notice.subject,
          text: notice.body,
          html: `<p>${escapeHtml(notice.body)}</p>`,
        });
    } catch (error) {
      console.error('[business] client notice failed:', (error as Error).message);
    }
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
