import { type SubscriptionAnswer, type SubscriptionBody, subscriptionAnswer } from '@chatdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

/**
 * POST /subscription: opens the charges of an invoice. The answer holds the Pix QR code and the
 * configured providers' links; `valorext` is what the server charges. Failures go to the generic
 * handler (ERR_NO_PAYMENT_PROVIDER, ERR_INVOICE_ALREADY_PAID… are translated).
 */
export async function createSubscription(body: SubscriptionBody): Promise<SubscriptionAnswer> {
  return parseAnswer(subscriptionAnswer, await api.post('/subscription', body));
}

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
