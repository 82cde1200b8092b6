import { z } from 'zod';
import { IntegrationCallError, type IntegrationResponse } from '../../http/integration-http';

/**
 * The parts of Typebot's chat API answers (POST /api/v1/typebots/{publicId}/startChat and
 * /api/v1/sessions/{sessionId}/continueChat, as its public API reference documents them) this
 * driver reads. Everything else in an answer (theme, settings, logs, progress...) is ignored, and
 * unknown bubble or input types are tolerated, so newer Typebot versions keep working.
 */

const bubble = z.looseObject({
  /** The bubble block's id; a retry message (the answer did not fit the input) carries the input's id. */
  id: z.string().optional(),
  type: z.string(),
  content: z.unknown().optional(),
});
export type TypebotBubble = z.infer<typeof bubble>;

const choiceItem = z.looseObject({
  id: z.string().optional(),
  /** Buttons input: the button's text. */
  content: z.string().optional(),
  /** Picture choice input: the picture's title. */
  title: z.string().optional(),
});

const input = z.looseObject({
  id: z.string(),
  type: z.string(),
  items: z.array(choiceItem).optional(),
  options: z.looseObject({ isMultipleChoice: z.boolean().optional() }).nullish(),
});
export type TypebotInput = z.infer<typeof input>;

const chatAnswer = z.looseObject({
  messages: z.array(bubble),
  /** Absent when the typebot reached its end: nothing more to ask. */
  input: input.nullish(),
});
export type TypebotChatAnswer = z.infer<typeof chatAnswer>;

const startAnswer = chatAnswer.extend({ sessionId: z.string().min(1) });
export type TypebotStartAnswer = z.infer<typeof startAnswer>;

function parse<T>(schema: z.ZodType<T>, response: IntegrationResponse, call: string): T {
  const result = schema.safeParse(response.json());
  if (!result.success) throw new IntegrationCallError('malformed', `Typebot ${call} answered an unexpected shape`);
  return result.data;
}

export const readStartAnswer = (response: IntegrationResponse) => parse(startAnswer, response, 'startChat');
export const readContinueAnswer = (response: IntegrationResponse) => parse(chatAnswer, response, 'continueChat');
