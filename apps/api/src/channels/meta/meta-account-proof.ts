import { AppError } from '@chatdesk/contracts';
import type { MetaChannel } from '../../db/schema';
import { type GraphClient, GraphError } from './graph-client';

export interface ClaimedMetaAccount {
  externalAccountId: string;
  pageId?: string | null;
}

/**
 * Proves with a Graph read made with `token` that the token reaches the claimed account, before
 * the account is stored or routed webhooks: the phone number (WhatsApp Cloud API) read by id must
 * answer that id; a page (Messenger) must be what `GET /me` answers for the token, since a page's
 * public fields can be read by id with any token, while only its page token is the page itself;
 * an Instagram account is read through its page
 * (`instagram_business_account` of the page must be that account) or, without a page, by its own id.
 * A refusal or another id answers ERR_META_ACCOUNT_NOT_PROVEN; Graph unreachable or failing (5xx)
 * answers ERR_META_GRAPH.
 */
export async function proveMetaAccount(
  graph: GraphClient,
  channel: MetaChannel,
  claim: ClaimedMetaAccount,
  token: string,
): Promise<void> {
  const { externalAccountId, pageId } = claim;
  let proven: string | undefined;
  try {
    if (channel === 'instagram' && pageId) {
      const page = await graph.call<{ instagram_business_account?: { id?: string } }>(`/${pageId}`, {
        token,
        query: { fields: 'id,instagram_business_account' },
      });
      proven = page?.instagram_business_account?.id;
    } else {
      const path = channel === 'facebook' ? '/me' : `/${externalAccountId}`;
      const account = await graph.call<{ id?: string }>(path, { token, query: { fields: 'id' } });
      proven = account?.id;
    }
  } catch (error) {
    if (error instanceof GraphError && (error.status === 0 || error.status >= 500)) {
      throw new AppError('ERR_META_GRAPH', { details: { message: error.message } });
    }
    throw new AppError('ERR_META_ACCOUNT_NOT_PROVEN', { cause: error });
  }
  if (proven !== externalAccountId) throw new AppError('ERR_META_ACCOUNT_NOT_PROVEN');
}
