import { eq } from 'drizzle-orm';
import { chatbots, companies, companySettings, connections, queues } from '../db/schema';
import type { ScheduleEntry } from '../db/schema/schedule-entries';
import { defaultScheduleEntries } from '../db/schema/schedule-entries';
import type { Tx } from '../platform/db/database';

export interface DemoAutomationTargets {
  companyId: number;
  connectionId: number;
  salesQueueId: number;
  supportQueueId: number;
  salesUserId: number;
  supportUserId: number;
}

/** Monday to Saturday 08:00-12:00 and 13:00-22:00, Sunday 09:00-13:00 (the company's time zone). */
function demoWeek(): ScheduleEntry[] {
  return defaultScheduleEntries().map((entry) =>
    entry.weekdayEn === 'sunday'
      ? { ...entry, startTimeA: '09:00', endTimeA: '13:00', startTimeB: '', endTimeB: '' }
      : { ...entry, endTimeB: '22:00' },
  );
}

export const demoOutOfHoursMessage =
  'Estamos fora do horário de atendimento (segunda a sábado, 8h às 12h e 13h às 22h; domingo, 9h às 13h). Deixe sua mensagem: respondemos assim que voltarmos.';

/**
 * What makes the demo's bot answer a newcomer: the connection greets and offers the queue menu
 * (Vendas, Suporte), each queue greets and offers a small option tree, business hours follow the
 * company's week, and closing a ticket asks for a rating. The automation runtime reads all of it.
 */
export async function seedDemoAutomation(tx: Tx, targets: DemoAutomationTargets): Promise<void> {
  const { companyId } = targets;
  await tx.update(companies).set({ schedules: demoWeek() }).where(eq(companies.id, companyId));
  await tx
    .insert(companySettings)
    .values({ companyId, scheduleType: 'company', userRating: 'enabled' })
    .onConflictDoUpdate({
      target: companySettings.companyId,
      set: { scheduleType: 'company', userRating: 'enabled' },
    });
  await tx
    .update(connections)
    .set({
      greetingMessage: 'Olá! Bem-vindo à Loja Demo. Com quem você quer falar?',
      outOfHoursMessage: demoOutOfHoursMessage,
      ratingMessage: 'Como você avalia o nosso atendimento? Responda com uma nota de 1 a 5.',
      complationMessage: 'Obrigado pelo contato! Até a próxima.',
      expiresTicketNPS: 30,
    })
    .where(eq(connections.id, targets.connectionId));
  await tx
    .update(queues)
    .set({ greetingMessage: 'Você está no Vendas. Escolha uma opção:' })
    .where(eq(queues.id, targets.salesQueueId));
  await tx
    .update(queues)
    .set({ greetingMessage: 'Você está no Suporte. Escolha uma opção:' })
    .where(eq(queues.id, targets.supportQueueId));
  await seedOptionTree(tx, targets);
}

async function seedOptionTree(tx: Tx, targets: DemoAutomationTargets): Promise<void> {
  const { companyId, salesQueueId, supportQueueId } = targets;
  const [invoice] = await tx
    .insert(chatbots)
    .values({
      companyId,
      queueId: supportQueueId,
      position: 0,
      name: 'Segunda via',
      greetingMessage: 'Segunda via de quê?',
    })
    .returning({ id: chatbots.id });
  await tx.insert(chatbots).values([
    {
      companyId,
      queueId: supportQueueId,
      parentId: invoice?.id,
      position: 0,
      name: 'Boleto',
      greetingMessage: 'A segunda via do boleto está em loja.demo/boletos, com o CPF do titular.',
    },
    {
      companyId,
      queueId: supportQueueId,
      parentId: invoice?.id,
      position: 1,
      name: 'Nota fiscal',
      greetingMessage: 'A nota fiscal vai por e-mail no dia do envio; um atendente pode reenviá-la.',
    },
    {
      companyId,
      queueId: supportQueueId,
      position: 1,
      name: 'Falar com atendente',
      greetingMessage: 'Certo! Um atendente do suporte já vai falar com você.',
      queueType: 'attendent',
      optUserId: targets.supportUserId,
    },
    {
      companyId,
      queueId: salesQueueId,
      position: 0,
      name: 'Formas de pagamento',
      greetingMessage: 'Aceitamos Pix, boleto e cartão em até 10 vezes sem juros.',
    },
    {
      companyId,
      queueId: salesQueueId,
      position: 1,
      name: 'Falar com vendedor',
      greetingMessage: 'Perfeito! A Beatriz, do Vendas, já vai falar com você.',
      queueType: 'attendent',
      optUserId: targets.salesUserId,
    },
  ]);
}
