/** Bounds of what the browser sends for a booking made for a business account (issue 18); the rules are the server's. */
import { z } from 'zod';

const text = (max: number) => z.string().max(max).nullish();

export const businessBookingSchema = z.object({
  accountId: z.string().trim().min(1).max(120),
  /** Booked on account ("faturado"): the merchant's approval and limit are checked, nothing is charged. */
  onAccount: z.boolean().nullish(),
  costCentre: text(200),
  purchaseOrder: text(200),
  lines: z
    .array(
      z.object({
        clientId: z.string().trim().max(120).nullish(),
        newClient: z
          .object({
            name: text(200),
            phone: text(40),
            email: text(254),
            language: text(10),
            save: z.boolean().nullish(),
          })
          .nullish(),
        direction: text(20),
        flightNumber: text(20),
        time: text(40),
        signText: text(200),
        meetingPoint: text(300),
        people: z.number().int().min(-1000).max(1000).nullish(),
        /** Pay this line with one of the account's package credits (issue 18, point 5). */
        useCredit: z.boolean().nullish(),
      }),
    )
    .min(1)
    .max(20),
});
export type BusinessBookingSent = z.infer<typeof businessBookingSchema>;
