/** Texts of the platform pages (pt-BR, the reference: every other language matches it key for key). */
export const platformPt = {
  title: 'Plataforma',
};
export type PlatformMessages = typeof platformPt;
