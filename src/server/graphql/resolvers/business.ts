/**
 * The business-account operations (src/server/graphql/business-type-defs.ts). The services in src/server/business
 * decide and check membership on every call; this file picks the host's company, translates refusals and turns
 * records into the schema's shape (reais and ISO timestamps at the edge).
 */
import { createGraphQLError } from 'graphql-yoga';
import { DateTime } from 'luxon';
import type { BusinessRole } from '../../../domain/business/business-roles';
import { centsToReais } from '../../../domain/pricing/money';
import { BusinessError } from '../../business/business-error';
import {
  accountViews,
  businessAccountView,
  createBusinessAccount,
  myBusinessAccounts,
  updateBusinessProfile,
  type BusinessAccountView,
} from '../../business/business-accounts';
import { listBusinessBookings, type BusinessBooking } from '../../business/business-bookings';
import { receiptPath } from '../../business/order-receipt';
import { listClients, removeClient, saveClient, type BusinessClientRow } from '../../business/business-clients';
import {
  acceptInvitation,
  cancelInvitation,
  changeMemberRole,
  invitationPreview,
  inviteMember,
  removeMember,
} from '../../business/business-team';
import type { CompanySnapshot } from '../../catalog/company-snapshot';
import { businessMessage } from '../../i18n/business-messages';
import { tr } from '../../i18n/localize';
import { createMailer } from '../../mail/mailer';
import { companyOrigin } from '../../orders/order-mail';
import type { GraphQLContext } from '../context';

type GraphQLRole = 'ADMIN' | 'BOOKER';
const toRole = (role: BusinessRole): GraphQLRole => (role === 'admin' ? 'ADMIN' : 'BOOKER');
const fromRole = (role: string): string => role.toLowerCase();
const DEFAULT_ZONE = 'America/Sao_Paulo';

/** Runs a service call, turning its refusals into GraphQL errors with their codes and translated messages. */
export async function runBusiness<T>(ctx: GraphQLContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BusinessError) {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, code]) => [field, businessMessage(code, ctx.locale)]),
      );
      throw createGraphQLError(businessMessage(error.code, ctx.locale), {
        extensions: {
          code: error.code,
          ...(Object.keys(error.fields).length ? { fields: error.fields, fieldMessages: fields } : {}),
        },
      });
    }
    throw error;
  }
}

function accountOut(view: BusinessAccountView, viewerId: string) {
  const { account } = view;
  return {
    _id: account.id,
    cnpj: account.cnpj,
    legalName: account.legalName,
    tradeName: account.tradeName,
    stateRegistration: account.stateRegistration,
    billingAddress: { complement: null, ...account.billingAddress },
    invoiceEmail: account.invoiceEmail,
    myRole: toRole(view.myRole),
    members: view.members.map((m) => ({
      userId: m.userId,
      name: m.name,
      email: m.email,
      role: toRole(m.role),
      me: m.userId === viewerId,
    })),
    invitations: view.invitations.map((i) => ({
      _id: i.id,
      email: i.email,
      role: toRole(i.role),
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      expired: i.expired,
    })),
    creditLine: view.creditLine
      ? {
          status: view.creditLine.status.toUpperCase(),
          limit: centsToReais(view.creditLine.limitCents),
          // For `available` (resolvers/business-statements.ts), computed only when asked.
          accountId: account.id,
          limitCents: view.creditLine.limitCents,
        }
      : null,
  };
}

function clientOut(client: BusinessClientRow) {
  return {
    _id: client.id,
    name: client.name,
    phone: client.phone,
    email: client.email,
    language: client.language,
    notes: client.notes,
  };
}

const zoneOf = (snap: CompanySnapshot) => snap.catalogue.catalogs[0]?.timezone ?? DEFAULT_ZONE;

/** An ISO timestamp with milliseconds and offset, in the store's zone (CONTRACT's date format). */
const isoAt = (date: Date, zone: string) => DateTime.fromJSDate(date, { zone }).toISO({ includeOffset: true })!;

function bookingOut(booking: BusinessBooking, snap: CompanySnapshot, ctx: GraphQLContext) {
  const catalog = snap.catalogue.catalog(booking.catalogId);
  const zone = catalog?.timezone ?? zoneOf(snap);
  return {
    orderId: booking.orderId,
    number: booking.number,
    status: booking.status,
    catalogId: booking.catalogId,
    storeName: catalog ? tr(catalog.record, 'title', ctx.locale) : null,
    serviceAt: isoAt(booking.serviceAt, zone),
    createdAt: isoAt(booking.createdAt, zone),
    total: centsToReais(booking.totalCents),
    receiptUrl: booking.receiptAvailable ? receiptPath(booking.orderId) : null,
    lines: booking.lines,
    bookedBy: booking.bookedBy,
  };
}

/** The account as the caller sees it at this host, in the schema's shape (refused unless she is a member). */
export async function viewOf(ctx: GraphQLContext, accountId: string) {
  const snap = await ctx.company();
  return accountOut(
    await businessAccountView(ctx.db, ctx.viewer, accountId, snap.companyId, ctx.now.toJSDate()),
    ctx.viewer!.userId,
  );
}

export const businessQueries = {
  async myBusinessAccounts(_: unknown, __: unknown, ctx: GraphQLContext) {
    if (!ctx.viewer) return [];
    const viewerId = ctx.viewer.userId;
    const snap = await ctx.company();
    const mine = await myBusinessAccounts(ctx.db, viewerId);
    const views = await accountViews(
      ctx.db,
      mine.map((m) => ({ id: m.account.id, role: m.role })),
      snap.companyId,
      ctx.now.toJSDate(),
    );
    return views.map((view) => accountOut(view, viewerId));
  },

  async businessAccount(_: unknown, args: { id: string }, ctx: GraphQLContext) {
    try {
      return await viewOf(ctx, args.id);
    } catch (error) {
      if (error instanceof BusinessError) return null;
      throw error;
    }
  },

  async businessClients(_: unknown, args: { accountId: string }, ctx: GraphQLContext) {
    return runBusiness(ctx, async () => (await listClients(ctx.db, ctx.viewer, args.accountId)).map(clientOut));
  },

  async businessBookings(_: unknown, args: { accountId: string; filter?: unknown }, ctx: GraphQLContext) {
    return runBusiness(ctx, async () => {
      const snap = await ctx.company();
      const result = await listBusinessBookings(ctx.db, ctx.viewer, args.accountId, snap.companyId, {
        filter: args.filter ?? {},
        zone: zoneOf(snap),
      });
      return { ...result, bookings: result.bookings.map((b) => bookingOut(b, snap, ctx)) };
    });
  },

  async businessInvitation(_: unknown, args: { token: string }, ctx: GraphQLContext) {
    return runBusiness(ctx, async () => {
      const preview = await invitationPreview(ctx.db, ctx.viewer, args.token, ctx.now.toJSDate());
      return preview && { ...preview, role: toRole(preview.role) };
    });
  },
};

type AccountArgs = { accountId: string };

export const businessMutations = {
  async createBusinessAccount(_: unknown, args: { input: unknown }, ctx: GraphQLContext) {
    return runBusiness(ctx, async () => {
      const account = await createBusinessAccount(ctx.db, ctx.viewer, args.input, ctx.now.toJSDate());
      return viewOf(ctx, account.id);
    });
  },

  async updateBusinessAccount(_: unknown, args: { id: string; input: unknown }, ctx: GraphQLContext) {
    return runBusiness(ctx, async () => {
      await updateBusinessProfile(ctx.db, ctx.viewer, args.id, args.input, ctx.now.toJSDate());
      return viewOf(ctx, args.id);
    });
  },

  async inviteBusinessMember(
    _: unknown,
    args: AccountArgs & { email: string; role: GraphQLRole },
    ctx: GraphQLContext,
  ) {
    return runBusiness(ctx, async () => {
      const snap = await ctx.company();
      const invitation = await inviteMember(
        ctx.db,
        ctx.viewer,
        args.accountId,
        { email: args.email, role: fromRole(args.role) },
        {
          now: ctx.now.toJSDate(),
          locale: ctx.locale,
          origin: companyOrigin(snap),
          companyId: snap.companyId,
          mailer: createMailer(ctx.db),
        },
      );
      return {
        _id: invitation.id,
        email: invitation.email,
        role: toRole(invitation.role),
        createdAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
        expired: invitation.expired,
      };
    });
  },

  async cancelBusinessInvitation(_: unknown, args: AccountArgs & { invitationId: string }, ctx: GraphQLContext) {
    return runBusiness(ctx, async () => {
      await cancelInvitation(ctx.db, ctx.viewer, args.accountId, args.invitationId);
      return true;
    });
  },

  async acceptBusinessInvitation(_: unknown, args: { token: string }, ctx: GraphQLContext) {
    return runBusiness(ctx, async () => {
      const { accountId } = await acceptInvitation(ctx.db, ctx.viewer, args.token, ctx.now.toJSDate());
      return viewOf(ctx, accountId);
    });
  },

  async changeBusinessMemberRole(
    _: unknown,
    args: AccountArgs & { userId: string; role: GraphQLRole },
    ctx: GraphQLContext,
  ) {
    return runBusiness(ctx, async () => {
      await changeMemberRole(ctx.db, ctx.viewer, args.accountId, args.userId, fromRole(args.role));
      return viewOf(ctx, args.accountId);
    });
  },

  async removeBusinessMember(_: unknown, args: AccountArgs & { userId: string }, ctx: GraphQLContext) {
    return runBusiness(ctx, async () => {
      await removeMember(ctx.db, ctx.viewer, args.accountId, args.userId);
      return true;
    });
  },

  async saveBusinessClient(
    _: unknown,
    args: AccountArgs & { clientId?: string | null; input: unknown },
    ctx: GraphQLContext,
  ) {
    return runBusiness(ctx, async () =>
      clientOut(
        await saveClient(ctx.db, ctx.viewer, args.accountId, args.clientId ?? null, args.input, ctx.now.toJSDate()),
      ),
    );
  },

  async removeBusinessClient(_: unknown, args: AccountArgs & { clientId: string }, ctx: GraphQLContext) {
    return runBusiness(ctx, async () => {
      await removeClient(ctx.db, ctx.viewer, args.accountId, args.clientId);
      return true;
    });
  },
};
