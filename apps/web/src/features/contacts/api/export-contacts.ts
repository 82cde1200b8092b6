import { contactExportFileName } from '@chatdesk/contracts';
import { downloadFile } from '../../../lib/download-file';

/** GET /contacts/export, saved as backup_contatos.xlsx (spec 2 §9). */
export const downloadContactsExport = (): Promise<void> => downloadFile('/contacts/export', contactExportFileName);
