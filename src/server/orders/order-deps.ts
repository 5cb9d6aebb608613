/** What the order services run on: the database, the payment gateway, and the knobs tests and benchmarks turn. */
import type { Db } from '../db/engine';
import type { PaymentGateway } from '../payments/payment-gateway';

export interface OrderDeps {
  db: Db;
  gateway: PaymentGateway;
  /** Whole numbers in [0, n) for order numbers; crypto's by default. */
  randomInt?: (bound: number) => number;
  /** Sends the confirmation mail; false in benchmarks. */
  sendMail?: boolean;
}
