/** Request and response schemas of the helps API, shared by the API routes and the web forms. */
import { z } from 'zod';
import { recordId } from './record-id';

const required = 'Obrigatório';

/** POST /helps and PUT /helps/{id}: spec 2 §3 Help. `video` is the video code (e.g. a YouTube id). */
export const helpBody = z.object({
  title: z.string({ error: required }).trim().min(1, required).max(120, 'Muito extenso!'),
  description: z.string().trim().max(2000, 'Muito extenso!').default(''),
  video: z
    .string()
    .trim()
    .max(120, 'Muito extenso!')
    .regex(/^[\w\-.:/?=&%#]*$/, 'Código de vídeo inválido')
    .default(''),
});
export type HelpBody = z.input<typeof helpBody>;
export type HelpInput = z.output<typeof helpBody>;

export const helpAnswer = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  video: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Help = z.infer<typeof helpAnswer>;
export const helpListAnswer = z.array(helpAnswer);

export const helpIdParams = z.object({ id: recordId });
