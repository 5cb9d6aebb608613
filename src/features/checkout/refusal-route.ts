/**
 * Where the checkout sends a shopper whose order the server refused for who they are, to fix it and come back:
 * an unverified e-mail where sign-in is required (EMAIL_NOT_VERIFIED) to /verificar-email, no session where a store
 * requires one (UNAUTHENTICATED) to /login — each with the checkout step as its return path, so the cart and the
 * entries (kept in the browser) are there to place the order again; a customer's detail the server refused
 * (CUSTOMER_PHONE_INVALID…) to the identification step, which shows it at the field. Any other refusal stays on the
 * page, in words.
 */
import { customerFieldOfCode } from '@/src/domain/customer/customer-refusal';
import { withReturn } from '@/src/features/auth/return-path';

export function refusalRoute(code: string, here: string): string | null {
  if (customerFieldOfCode(code)) return `/checkout/identificacao?recusa=${encodeURIComponent(code)}`;
  if (code === 'EMAIL_NOT_VERIFIED') return withReturn('/verificar-email', here);
  if (code === 'UNAUTHENTICATED') return `${withReturn('/login', here)}&error=SessionRequired`;
  return null;
}
