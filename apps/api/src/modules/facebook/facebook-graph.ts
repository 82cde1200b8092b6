import { AppError } from '@chatdesk/contracts';
import { GraphError } from '../../channels/meta/graph-client';
import type { FacebookDeps, GraphPage } from './facebook.deps';

/** The pages the user token's owner manages, with their page tokens and linked Instagram accounts. */
export async function listPages(deps: Pick<FacebookDeps, 'graph'>, userToken: string): Promise<GraphPage[]> {
  const answer = await deps.graph.call<{ data?: GraphPage[] }>('/me/accounts', {
    token: userToken,
    query: { fields: 'id,name,access_token,instagram_business_account{id,username,name}', limit: '100' },
  });
  return (answer?.data ?? []).filter((page) => page.id && page.access_token);
}

/** Graph refusing the user token or a page subscription is a clear ERR_META_GRAPH, not a 500. */
export async function graphStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof GraphError) throw new AppError('ERR_META_GRAPH', { details: { message: error.message } });
    throw error;
  }
}
