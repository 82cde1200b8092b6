import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A module hook that prints every import of the spreadsheet libraries it resolves. */
const hook = `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (/^(exceljs|@e965\\/xlsx)/.test(specifier)) console.log('loaded ' + specifier);
  return next(specifier, context);
}`)}`;

describe('the spreadsheet libraries', () => {
  it('are not loaded when the API starts: the first upload or export loads them', async () => {
    const script = `
      import { register } from 'node:module';
      register(${JSON.stringify(hook)});
      await import('./src/server.ts');
      const { readXlsRows } = await import('./src/modules/contacts/import/workbook-sheet.ts');
      console.log('started');
      await readXlsRows(Buffer.from('not a workbook'), 1).catch(() => undefined);`;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: apiRoot,
    });
    const [atStart = '', afterUpload = ''] = stdout.split('started');
    expect(atStart).not.toContain('loaded');
    expect(afterUpload).toContain('loaded @e965/xlsx');
  }, 60_000);
});
