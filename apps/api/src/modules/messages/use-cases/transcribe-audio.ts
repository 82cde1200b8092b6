import { AppError } from '@chatdesk/contracts';

/**
 * GET /messages/transcribeAudio/{file}: transcription runs on the company's OpenAI integration, which
 * arrives with the prompts and integrations work. Until then the route answers a clear 503 code
 * rather than an invented text.
 */
export async function transcribeAudio(): Promise<never> {
  throw new AppError('ERR_TRANSCRIPTION_UNAVAILABLE');
}
