import { z } from 'zod';

/** A Checkout Pro preference as Mercado Pago answers its creation (the fields billing reads). */
export const preferenceSchema = z.object({ id: z.string().min(1), init_point: z.string().min(1) });

/** A payment as `GET /v1/payments/{id}` answers it. */
export const mercadoPagoPaymentSchema = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string(),
  transaction_amount: z.number(),
  currency_id: z.string().nullish(),
  date_approved: z.string().nullish(),
  external_reference: z.string().nullish(),
});

/** A webhook's body: `{id, type: 'payment', action: 'payment.updated', data: {id}}`. */
export const mercadoPagoWebhookSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  type: z.string().optional(),
  action: z.string().optional(),
  data: z.object({ id: z.union([z.number(), z.string()]).optional() }).optional(),
});
