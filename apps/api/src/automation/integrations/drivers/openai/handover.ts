/**
 * The hand-over convention (docs/integrations.md "OpenAI"): the system message asks the model to
 * answer with a line that is exactly the Portuguese marker when the customer wants a person or it
 * cannot help; the English and Spanish equivalents are accepted too, for prompts written in those
 * languages. Case, accents, surrounding quotes or bold marks and a final full stop do not matter.
 */
export const handoverMarker = 'Ação: Transferir para o setor de atendimento';
export const handoverMarkers = [
  handoverMarker,
  'Action: Transfer to the service team',
  'Acción: Transferir al sector de atención',
] as const;

const comparable = (line: string) =>
  line
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/^[\s"'*`_]+|[\s"'*`_.]+$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

const markers = new Set(handoverMarkers.map(comparable));

export interface ModelAnswer {
  /** What to send the customer ('' when the model only asked for the hand-over). */
  text: string;
  handover: boolean;
}

/** Splits an answer at its first marker line: the text before it is sent, what follows is dropped. */
export function readModelAnswer(content: string): ModelAnswer {
  const lines = content.split(/\r?\n/);
  const at = lines.findIndex((line) => markers.has(comparable(line)));
  if (at < 0) return { text: content.trim(), handover: false };
  return { text: lines.slice(0, at).join('\n').trim(), handover: true };
}
