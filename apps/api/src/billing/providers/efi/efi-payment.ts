import { AppError } from '@chatdesk/contracts';
import { z } from 'zod';
import type { ProviderPayment, ProviderPaymentStatus } from '../payment-provider';

const decimal = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/);

/** `GET /v2/cob/{txid}` as far as billing reads it. */
export const efiCob = z
  .object({
    txid: z.string(),
    status: z.string(),
    calendario: z.object({ criacao: z.string(), expiracao: z.number() }).loose(),
    valor: z.object({ original: decimal }).loose(),
    loc: z.object({ id: z.number() }).loose().optional(),
    pix: z.array(z.object({ horario: z.string() }).loose()).optional(),
  })
  .loose();
export type EfiCob = z.infer<typeof efiCob>;

export const parseEfiAnswer = <T>(schema: z.ZodType<T>, body: unknown): T => {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError('ERR_PAYMENT_PROVIDER_FAILED', { cause: parsed.error });
  return parsed.data;
};

/** When an immediate charge stops being payable: its creation plus its lifetime in seconds. */
export const cobExpiresAt = (cob: EfiCob) =>
  new Date(new Date(cob.calendario.criacao).getTime() + cob.calendario.expiracao * 1000);

function statusOf(cob: EfiCob, now: Date): ProviderPaymentStatus {
  switch (cob.status) {
    case 'CONCLUIDA':
      return 'paid';
    case 'REMOVIDA_PELO_USUARIO_RECEBEDOR':
      return 'failed';
    case 'REMOVIDA_PELO_PSP':
      return 'expired';
    default:
      // ATIVA (and any status Efí adds later) stays payable until its lifetime ends.
      return cobExpiresAt(cob) <= now ? 'expired' : 'pending';
  }
}

/** The charge as Efí reports it: paid only when Efí says CONCLUIDA, for the charge's own amount. */
export function efiPayment(cob: EfiCob, now = new Date()): ProviderPayment {
  const status = statusOf(cob, now);
  const paidAt = status === 'paid' && cob.pix?.[0] ? new Date(cob.pix[0].horario) : null;
  return {
    chargeExternalId: cob.txid,
    status,
    amount: Number(cob.valor.original).toFixed(2),
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
  };
}
