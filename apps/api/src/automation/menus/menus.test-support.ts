import { and, asc, eq } from 'drizzle-orm';
import { createQueue } from '../../../test/factories';
import type { TestContext } from '../../../test/harness';
import {
  chatbots,
  companySettings,
  connectionQueues,
  connections,
  fileListOptions,
  fileLists,
  type messages,
  ticketLogs,
} from '../../db/schema';
import type { CompanySettingsValues } from '../../modules/companies/company-settings.repository';
import { testMedia } from '../../platform/storage/test-media';
import { automationDesk } from '../automation.test-support';

type OptionValues = Omit<typeof chatbots.$inferInsert, 'companyId' | 'queueId'>;

/**
 * automationDesk plus what menu tests set up: queues offered by the phone, option trees and file
 * lists written straight into their tables (their editor is another module's), company options,
 * a customer tapping a list row or button, and the ticket's log.
 */
export async function menuDesk(ctx: TestContext, connection: Parameters<typeof automationDesk>[1] = {}) {
  const desk = await automationDesk(ctx, connection);
  const { companyId } = desk;
  const write = <T>(work: Parameters<typeof ctx.db.system.transaction<T>>[0]) => ctx.db.system.transaction(work);

  /** Queues the phone offers, in this order (orderQueue). */
  async function offer(...specs: { name: string; greetingMessage?: string }[]) {
    const created = [];
    for (const [index, spec] of specs.entries()) {
      const queue = await createQueue(ctx.db, companyId, { orderQueue: index + 1, ...spec });
      await write((tx) =>
        tx.insert(connectionQueues).values({ companyId, whatsappId: desk.phone.id, queueId: queue.id }),
      );
      created.push(queue);
    }
    return created;
  }

  const option = async (queueId: number, values: OptionValues) => {
    const [row] = await write((tx) =>
      tx
        .insert(chatbots)
        .values({ companyId, queueId, ...values })
        .returning(),
    );
    if (!row) throw new Error('option not stored');
    return row;
  };

  /** A file list whose files are real stored pictures of the company. */
  async function fileList(message: string, names: string[]) {
    const [list] = await write((tx) =>
      tx.insert(fileLists).values({ companyId, name: 'Catálogo', message }).returning(),
    );
    if (!list) throw new Error('file list not stored');
    for (const name of names) {
      const saved = await ctx.storage.save(companyId, testMedia.png, { allowed: ['image'], maxBytes: 1024 });
      const path = saved.relativePath.split('/')[1] ?? '';
      await write((tx) =>
        tx.insert(fileListOptions).values({ companyId, fileListId: list.id, name, path, mediaType: saved.mime }),
      );
    }
    return list;
  }

  /** Company options (a factory-made company has no settings row yet: it reads the defaults). */
  const settings = (values: Partial<CompanySettingsValues>) =>
    write((tx) =>
      tx
        .insert(companySettings)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: companySettings.companyId, set: values }),
    );

  const phone = (values: Partial<typeof connections.$inferInsert>) =>
    write((tx) => tx.update(connections).set(values).where(eq(connections.id, desk.phone.id)));

  /** The customer taps a list row or a reply button: its title, with its id. */
  async function tap(from: string, title: string, replyId: string) {
    const response = await desk.asAdmin({
      method: 'POST',
      url: `/api/sandbox/${desk.phone.id}/inbound`,
      payload: { from, body: title, replyId, name: `Cliente ${from.slice(-4)}` },
    });
    if (response.statusCode !== 202) throw new Error(`sandbox inbound answered ${response.statusCode}`);
  }

  /** The ticket's log as [type, userId, queueId], oldest first. */
  const logs = async (ticketId: number) =>
    (
      await write((tx) =>
        tx
          .select()
          .from(ticketLogs)
          .where(and(eq(ticketLogs.companyId, companyId), eq(ticketLogs.ticketId, ticketId)))
          .orderBy(asc(ticketLogs.id)),
      )
    ).map((entry) => [entry.type, entry.userId, entry.queueId]);

  /** The bot's messages as stored (type, body, file, structure). */
  const botMessages = async (ticketId: number) =>
    (await desk.conversation(ticketId)).filter((message) => message.fromBot);

  const lastBotMessage = async (ticketId: number) =>
    (await botMessages(ticketId)).at(-1) as typeof messages.$inferSelect;

  return {
    ...desk,
    offer,
    option,
    fileList,
    settings,
    phone: desk.phone,
    setPhone: phone,
    tap,
    logs,
    botMessages,
    lastBotMessage,
  };
}
