import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whether the connections shown belong to another company than the signed-in super user's: their
 * session actions and delete then go through the super user's /whatsapp-admin/{id} routes (the
 * company routes answer 404 for another company's connection).
 */
const ForeignCompanyContext = createContext(false);

export function ForeignCompanyScope({ foreign, children }: { foreign: boolean; children: ReactNode }) {
  return <ForeignCompanyContext.Provider value={foreign}>{children}</ForeignCompanyContext.Provider>;
}

export const useForeignCompany = () => useContext(ForeignCompanyContext);
