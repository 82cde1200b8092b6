import { secretSettingKeys } from '@chatdesk/contracts';
import { eq, inArray } from 'drizzle-orm';
import { settings } from '../../db/schema';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { Database } from '../../platform/db/database';
import { isSealedSettingValue } from './secret-setting-values';

/**
 * Start-up step: seals the secret global settings still stored in clear (saved before values were
 * sealed). Idempotent — a sealed value is left as it is — and safe with several processes starting
 * at once (the rows are locked). The edit time stays the super user's. Answers how many it sealed.
 * Not a SQL migration, because the key lives outside the database.
 */
export async function sealStoredSecretSettings(db: Database, secrets: Pick<SecretBox, 'seal'>): Promise<number> {
  return db.system.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(settings)
      .where(inArray(settings.key, [...secretSettingKeys]))
      .for('update');
    const clear = rows.filter((row) => row.value !== '' && !isSealedSettingValue(row.value));
    for (const row of clear) {
      await tx
        .update(settings)
        .set({ value: secrets.seal(row.value) })
        .where(eq(settings.key, row.key));
    }
    return clear.length;
  });
}
