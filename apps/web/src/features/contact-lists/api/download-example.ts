import { contactListExampleSheet } from '@chatdesk/contracts';
import { downloadFile } from '../../../lib/download-file';

/** GET /contact-lists/{id}/example: the spreadsheet the import reads, with two sample rows. */
export const downloadContactListExample = (contactListId: number): Promise<void> =>
  downloadFile(`/contact-lists/${contactListId}/example`, contactListExampleSheet.fileName);
