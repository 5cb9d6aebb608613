/** The /empresa screens' mutations run in the browser, imported on first use (business-actions.ts). */
export { AcceptBusinessInvitationDocument } from './accept-business-invitation.generated';
export { CancelBusinessInvitationDocument } from './cancel-business-invitation.generated';
export { ChangeBusinessMemberRoleDocument } from './change-business-member-role.generated';
export { CreateBusinessAccountDocument } from './create-business-account.generated';
export { InviteBusinessMemberDocument } from './invite-business-member.generated';
export { RemoveBusinessClientDocument } from './remove-business-client.generated';
export { RemoveBusinessMemberDocument } from './remove-business-member.generated';
export { SaveBusinessClientDocument } from './save-business-client.generated';
export { UpdateBusinessAccountDocument } from './update-business-account.generated';
export { PayBusinessStatementDocument } from './pay-business-statement.generated';
export { SimulateStatementPaymentDocument } from './simulate-statement-payment.generated';
export { RequestBusinessCreditLineDocument } from './request-business-credit-line.generated';
