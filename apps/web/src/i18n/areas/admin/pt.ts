/** Texts of the admin pages (pt-BR, the reference: every other language matches it key for key). */
export const adminPt = {
  title: 'Administração',
};
export type AdminMessages = typeof adminPt;
