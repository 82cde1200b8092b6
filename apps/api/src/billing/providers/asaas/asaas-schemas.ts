import { z } from 'zod';

/** A payment link as Asaas answers its creation (the fields billing reads). */
export const paymentLinkSchema = z.object({ id: z.string().min(1), url: z.string().min(1) });

/** A payment (`GET /payments/{id}`, and the `payment` of a webhook). */
export const asaasPaymentSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  value: z.number(),
  /** The payment link it was paid through; null for payments made otherwise. */
  paymentLink: z.string().nullish(),
  paymentDate: z.string().nullish(),
  clientPaymentDate: z.string().nullish(),
  deleted: z.boolean().optional(),
});

/** A webhook's body: `{id, event: 'PAYMENT_RECEIVED', payment: {...}}`. */
export const asaasWebhookSchema = z.object({
  id: z.string().optional(),
  event: z.string(),
  payment: z.object({ id: z.string().min(1) }).optional(),
});
