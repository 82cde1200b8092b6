import { z } from 'zod';

/** A Checkout Session as Stripe's API answers it (the fields billing reads). */
export const checkoutSessionSchema = z.object({
  id: z.string().min(1),
  url: z.string().nullish(),
  /** open, complete or expired. */
  status: z.string().nullish(),
  /** paid, unpaid or no_payment_required. */
  payment_status: z.string(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  expires_at: z.number().int().nullish(),
  /** With `expand[]=payment_intent`: the intent, whose status tells a failed async payment from a pending one. */
  payment_intent: z.union([z.string(), z.object({ status: z.string() }), z.null()]).optional(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** A session just opened: its hosted page's address is what the checkout shows. */
export const openedSessionSchema = checkoutSessionSchema.extend({ url: z.string().min(1) });

/** A webhook event: its id (de-duplication), type and the object it is about. */
export const stripeEventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({ object: z.object({ id: z.string().optional(), object: z.string().optional() }) }),
});
