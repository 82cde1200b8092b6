import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { IntegrationCallError, type IntegrationHttp } from '../../http/integration-http';
import { requireSuccess } from './provider-answer';

export interface TranscriptionRequest {
  companyId: number;
  /** OPENAI_BASE_URL, without a trailing slash. */
  baseUrl: string;
  /** OPENAI_TRANSCRIPTION_MODEL. */
  model: string;
  apiKey: string;
  audio: Buffer;
  timeoutMs?: number;
}

const transcriptionAnswer = z.object({ text: z.string() });

/** Ogg containers file-type names by their codec or as generic Ogg; the service knows them as `.ogg`. */
const oggFamily = new Set(['ogg', 'oga', 'ogx', 'opus', 'spx']);

/** The name and type to upload under: the service picks its decoder by the extension. */
async function uploadTypeOf(audio: Buffer): Promise<{ ext: string; mime: string }> {
  const type = await fileTypeFromBuffer(audio);
  if (!type || oggFamily.has(type.ext)) return { ext: 'ogg', mime: 'audio/ogg' };
  return { ext: type.ext, mime: type.mime };
}

/** The OpenAI API's upload limit for audio files. */
export const maxTranscriptionBytes = 25 * 1024 * 1024;

/**
 * POST {baseUrl}/audio/transcriptions (multipart: file, model, response_format json) and the text
 * it answers. The file's name and type come from its bytes (see uploadTypeOf). Used by the conversation's transcription and by the OpenAI driver for
 * customers' audio messages. Throws IntegrationCallError on any failure.
 */
export async function requestTranscription(http: IntegrationHttp, request: TranscriptionRequest): Promise<string> {
  if (request.audio.length > maxTranscriptionBytes) {
    throw new IntegrationCallError('too-large', `The audio has ${request.audio.length} bytes`);
  }
  const type = await uploadTypeOf(request.audio);
  const form = new FormData();
  form.append('file', new Blob([request.audio], { type: type.mime }), `audio.${type.ext}`);
  form.append('model', request.model);
  form.append('response_format', 'json');
  // A Request encodes the form (boundary included) exactly as fetch would send it.
  const encoded = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  const response = await http.request({
    companyId: request.companyId,
    method: 'POST',
    url: `${request.baseUrl}/audio/transcriptions`,
    headers: {
      authorization: `Bearer ${request.apiKey}`,
      'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data',
    },
    body: new Uint8Array(await encoded.arrayBuffer()),
    timeoutMs: request.timeoutMs ?? 60_000,
    maxBytes: 1024 * 1024,
  });
  requireSuccess(response, 'The transcription service');
  const answer = transcriptionAnswer.safeParse(response.json());
  if (!answer.success) throw new IntegrationCallError('malformed', 'The transcription answer has no text');
  return answer.data.text.trim();
}
