import type { FacebookPageAnswer } from '@chatdesk/contracts';
import type { FacebookDeps } from './facebook.deps';
import { graphStep, listPages } from './facebook-graph';

/**
 * POST /facebook/pages: what the user of a Facebook login may connect — each page they manage and
 * its linked Instagram business account — for the web to offer before POST /facebook. Page tokens
 * stay on the server; POST /facebook reads them again with the same user token.
 */
export async function listFacebookPages(
  deps: Pick<FacebookDeps, 'graph'>,
  userToken: string,
): Promise<{ pages: FacebookPageAnswer[] }> {
  const pages = await graphStep(() => listPages(deps, userToken));
  return {
    pages: pages.map((page) => {
      const instagram = page.instagram_business_account;
      return {
        id: page.id,
        name: page.name,
        instagram: instagram?.id
          ? { id: instagram.id, username: instagram.username ?? instagram.name ?? `${page.name} Instagram` }
          : null,
      };
    }),
  };
}
