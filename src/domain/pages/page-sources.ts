/**
 * The server's named page data sources: data a page needs that is not GraphQL (the account's stored record, the demo
 * mailbox, the staff check). A page asks for one by name through the loader's tools (`tools.source('mailbox')`);
 * src/server/pages/page-sources.ts implements each, checked against this map.
 */
import type { AccountComplement } from '../accounts/account-complement';

/** A message of the demo mailbox, its date formatted on the server in the page's language and the demo's zone. */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** A WhatsApp or SMS message of the demo's outbox (src/server/messaging/message-sender.ts), dated as MailboxMessage. */
export interface TextMessageView {
  id: string;
  to: string;
  channel: string;
  text: string;
  sentAt: string;
}

/** An OAuth provider the server has configured (the password form is not one). */
export interface SocialProviderView {
  id: string;
  name: string;
}

/** What the account page shows of the session's own user. */
export interface AccountOverviewView {
  name: string;
  hasPassword: boolean;
  complement: AccountComplement;
}

/** Each source: the arguments it takes, and its answer. */
export interface PageSourceMap {
  /** The demo without SMTP keeps mail in the demo mailbox (src/server/deployment/deployment-mode.ts). */
  demoMailbox: { input: []; output: boolean };
  /** The demo mailbox of the page's company, newest first; null when it could not be read. */
  mailbox: { input: []; output: MailboxMessage[] | null };
  /**
   * The demo's WhatsApp/SMS outbox of the page's company (no messaging provider set), newest first; null when the
   * demo keeps none there or it could not be read.
   */
  textMessages: { input: []; output: TextMessageView[] | null };
  /** A password-reset link's token is shaped like one and still open (looked at, never consumed). */
  resetTokenOpen: { input: [token: string]; output: boolean };
  socialProviders: { input: []; output: SocialProviderView[] };
  /** The session's own stored account; null without a session or when the account is gone. */
  accountOverview: { input: []; output: AccountOverviewView | null };
  /** The session is staff of the host's company. */
  staffOfCompany: { input: []; output: boolean };
}

export type PageSourceName = keyof PageSourceMap;
export type PageSourceInput<K extends PageSourceName> = PageSourceMap[K]['input'];
export type PageSourceOutput<K extends PageSourceName> = PageSourceMap[K]['output'];
