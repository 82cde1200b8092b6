import type { AuthenticationCreds, AuthenticationState, SignalDataTypeMap } from 'baileys';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { whatsappAuthKeys } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { PhoneBookEntry } from '../channel-driver';
import { baileys } from './baileys-lib';

const credsType = 'creds';
/** Baileys 7 keeps LID <-> phone pairs in its key store: '{phoneUser}' -> lidUser, '{lidUser}_reverse' -> phoneUser. */
const lidType = 'lid-mapping';
/** The people the phone knows (contacts sync, history): `key_id` their number, value `{ name, chat }`. */
const phoneBookType = 'phone-contact';
const phoneBookChunk = 500;
const reverseSuffix = '_reverse';

/** BufferJSON turns Buffers into { type: 'Buffer', data: base64 } and back: jsonb-safe. */
const toJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value, baileys().BufferJSON.replacer));
const fromJson = <T>(text: string): T => JSON.parse(text, baileys().BufferJSON.reviver) as T;
/**
 * Values are read as text and parsed here: the jsonb mapping would parse a string value a second
 * time, turning Baileys' digit-only ids ('lid-mapping' values such as "5511...") into numbers.
 */
const valueText = sql<string>`${whatsappAuthKeys.value}::text`;

interface Entry {
  type: string;
  id: string;
  value: unknown | null;
}

/**
 * One connection's WhatsApp Web credentials and Signal keys in `whatsapp_auth_keys` (tenant rows),
 * plus the LID -> phone mappings the session learned and the phone book it was sent (contacts the
 * phone knows, for the import of contacts). Nothing of a session is ever written to disk.
 */
export class PgAuthStore {
  constructor(
    private readonly db: Database,
    readonly companyId: number,
    readonly whatsappId: number,
  ) {}

  async read(type: string, ids: string[]): Promise<Map<string, unknown>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.tenant(this.companyId).transaction((tx) =>
      tx
        .select({ id: whatsappAuthKeys.keyId, value: valueText })
        .from(whatsappAuthKeys)
        .where(
          and(
            eq(whatsappAuthKeys.whatsappId, this.whatsappId),
            eq(whatsappAuthKeys.keyType, type),
            inArray(whatsappAuthKeys.keyId, ids),
          ),
        ),
    );
    return new Map(rows.map((row) => [row.id, fromJson(row.value)]));
  }

  /** Upserts values and deletes the entries whose value is null, in one transaction. */
  async write(entries: Entry[]): Promise<void> {
    if (entries.length === 0) return;
    const { companyId, whatsappId } = this;
    const upserts = entries.filter((entry) => entry.value != null);
    const deletes = entries.filter((entry) => entry.value == null);
    await this.db.tenant(companyId).transaction(async (tx) => {
      if (upserts.length > 0) {
        await tx
          .insert(whatsappAuthKeys)
          .values(upserts.map((e) => ({ companyId, whatsappId, keyType: e.type, keyId: e.id, value: toJson(e.value) })))
          .onConflictDoUpdate({
            target: [whatsappAuthKeys.whatsappId, whatsappAuthKeys.keyType, whatsappAuthKeys.keyId],
            set: { value: sql`excluded.value`, updatedAt: sql`now()` },
          });
      }
      for (const entry of deletes) {
        await tx
          .delete(whatsappAuthKeys)
          .where(
            and(
              eq(whatsappAuthKeys.whatsappId, whatsappId),
              eq(whatsappAuthKeys.keyType, entry.type),
              eq(whatsappAuthKeys.keyId, entry.id),
            ),
          );
      }
    });
  }

  /** Logout or new QR: the next start begins a fresh pairing. */
  async clear(): Promise<void> {
    await this.db
      .tenant(this.companyId)
      .transaction((tx) => tx.delete(whatsappAuthKeys).where(eq(whatsappAuthKeys.whatsappId, this.whatsappId)));
  }

  async hasCreds(): Promise<boolean> {
    return (await this.read(credsType, [''])).has('');
  }

  /** Baileys' AuthenticationState over these rows, and the save function for 'creds.update'. */
  async authState(): Promise<{ state: AuthenticationState; saveCreds: () => Promise<void> }> {
    const lib = baileys();
    const stored = (await this.read(credsType, [''])).get('') as AuthenticationCreds | undefined;
    const creds = stored ?? lib.initAuthCreds();
    const state: AuthenticationState = {
      creds,
      keys: {
        get: async <T extends keyof SignalDataTypeMap>(type: T, ids: string[]) => {
          const found = await this.read(type, ids);
          const result: { [id: string]: SignalDataTypeMap[T] } = {};
          for (const [id, value] of found) {
            result[id] = (
              type === 'app-state-sync-key' ? lib.proto.Message.AppStateSyncKeyData.fromObject(value as object) : value
            ) as SignalDataTypeMap[T];
          }
          return result;
        },
        set: async (data) => {
          const entries: Entry[] = [];
          for (const [type, values] of Object.entries(data)) {
            for (const [id, value] of Object.entries(values ?? {})) entries.push({ type, id, value });
          }
          await this.write(entries);
        },
        clear: () => this.clear(),
      },
    };
    return { state, saveCreds: () => this.write([{ type: credsType, id: '', value: state.creds }]) };
  }

  /**
   * The LID -> phone JIDs known for this session: what Baileys' own mapping store learned (message
   * keys, history, contact lookups) and what we saved, read from the '{lidUser}_reverse' rows.
   */
  async loadLidMappings(): Promise<Map<string, string>> {
    const rows = await this.db.tenant(this.companyId).transaction((tx) =>
      tx
        .select({ id: whatsappAuthKeys.keyId, value: valueText })
        .from(whatsappAuthKeys)
        .where(
          and(
            eq(whatsappAuthKeys.whatsappId, this.whatsappId),
            eq(whatsappAuthKeys.keyType, lidType),
            // `_` is a LIKE wildcard: escaped.
            like(whatsappAuthKeys.keyId, `%\\${reverseSuffix}`),
          ),
        ),
    );
    const pairs = rows.map((row) => [row.id.slice(0, -reverseSuffix.length), fromJson<unknown>(row.value)] as const);
    return new Map(
      pairs
        .filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string')
        .map(([lidUser, phoneUser]) => [`${lidUser}@lid`, `${phoneUser}@s.whatsapp.net`]),
    );
  }

  /** Saved the way Baileys' mapping store keeps them, so its own lookups find them too. */
  async saveLidMappings(pairs: Iterable<[lid: string, phone: string]>): Promise<void> {
    const { jidDecode } = baileys();
    const entries = [...pairs].flatMap(([lid, phone]): Entry[] => {
      const lidUser = jidDecode(lid)?.user;
      const phoneUser = jidDecode(phone)?.user;
      if (!lidUser || !phoneUser) return [];
      return [
        { type: lidType, id: phoneUser, value: lidUser },
        { type: lidType, id: `${lidUser}${reverseSuffix}`, value: phoneUser },
      ];
    });
    await this.write(entries);
  }

  /**
   * Adds people to the phone book. A known person keeps the name stored when the new one is empty
   * (a contacts.update often carries only a picture), and stays a chat once seen as one.
   */
  async savePhoneBook(entries: readonly PhoneBookEntry[]): Promise<void> {
    const { companyId, whatsappId } = this;
    const stored = whatsappAuthKeys.value;
    const merged = sql`jsonb_build_object(
      'name', case when excluded.value->>'name' <> '' then excluded.value->>'name' else ${stored}->>'name' end,
      'chat', coalesce((excluded.value->>'chat')::boolean, false) or coalesce((${stored}->>'chat')::boolean, false))`;
    for (let start = 0; start < entries.length; start += phoneBookChunk) {
      const chunk = entries.slice(start, start + phoneBookChunk);
      await this.db.tenant(companyId).transaction((tx) =>
        tx
          .insert(whatsappAuthKeys)
          .values(
            chunk.map(({ number, name, chat }) => ({
              companyId,
              whatsappId,
              keyType: phoneBookType,
              keyId: number,
              value: { name, chat },
            })),
          )
          .onConflictDoUpdate({
            target: [whatsappAuthKeys.whatsappId, whatsappAuthKeys.keyType, whatsappAuthKeys.keyId],
            set: { value: merged, updatedAt: sql`now()` },
          }),
      );
    }
  }

  /** The phone book, by number; only the people the phone has a chat with when `chatsOnly`. */
  async readPhoneBook(options: { chatsOnly?: boolean } = {}): Promise<PhoneBookEntry[]> {
    const chat = sql<boolean>`coalesce((${whatsappAuthKeys.value}->>'chat')::boolean, false)`;
    const rows = await this.db.tenant(this.companyId).transaction((tx) =>
      tx
        .select({
          number: whatsappAuthKeys.keyId,
          // ->> reads text: a name of digits stays a string.
          name: sql<string>`coalesce(${whatsappAuthKeys.value}->>'name', '')`,
          chat,
        })
        .from(whatsappAuthKeys)
        .where(
          and(
            eq(whatsappAuthKeys.whatsappId, this.whatsappId),
            eq(whatsappAuthKeys.keyType, phoneBookType),
            options.chatsOnly ? chat : undefined,
          ),
        )
        .orderBy(whatsappAuthKeys.keyId),
    );
    return rows;
  }
}
