import { readFile, stat } from 'node:fs/promises';
import { AppError, canSeeTicket, type TranscribeAudioAnswer } from '@chatdesk/contracts';
import {
  maxTranscriptionBytes,
  requestTranscription,
} from '../../../automation/integrations/drivers/openai/audio-transcription';
import { relativeMediaPathPattern } from '../../../platform/storage/media-storage';
import { readSecretSetting } from '../../settings/secret-setting-values';
import type { MessageCaller, MessagesDeps } from '../messages.deps';
import { findMessagesWithMedia, findTicket } from '../messages.repository';

/**
 * GET /messages/transcribeAudio/{file} (spec 1 §7): the text of an audio message of a ticket the
 * caller may see, through the configured OpenAI-compatible API with the platform's transcription
 * key (global setting openaikeyaudio). Another company's file, an unknown one and one on tickets the
 * caller may not see answer 404; a message that is not an audio ERR_TRANSCRIPTION_NOT_AUDIO; no key
 * ERR_TRANSCRIPTION_UNAVAILABLE (503); any failure of the service ERR_TRANSCRIPTION_FAILED (502).
 * The text is answered, not stored: messages have no place for it, and a click costs one call.
 */
export async function transcribeAudio(
  deps: MessagesDeps,
  caller: MessageCaller,
  file: string,
): Promise<TranscribeAudioAnswer> {
  const { companyId, viewer } = caller;
  const relativePath = `${companyId}/${file}`;
  if (!relativeMediaPathPattern.test(relativePath)) throw new AppError('ERR_NOT_FOUND');
  const message = await deps.db.tenant(companyId).transaction(async (tx) => {
    for (const candidate of await findMessagesWithMedia(tx, companyId, file)) {
      const ticket = await findTicket(tx, companyId, { id: candidate.ticketId });
      if (ticket && canSeeTicket(viewer, ticket)) return candidate;
    }
    return null;
  });
  if (!message) throw new AppError('ERR_NOT_FOUND');
  if (message.mediaType !== 'audio') throw new AppError('ERR_TRANSCRIPTION_NOT_AUDIO');

  const { transcription } = deps;
  const apiKey = await readSecretSetting(deps.db, transcription.secrets, 'openaikeyaudio');
  if (!apiKey) throw new AppError('ERR_TRANSCRIPTION_UNAVAILABLE');
  const path = await deps.storage.resolve(relativePath);
  if ((await stat(path)).size > maxTranscriptionBytes) throw new AppError('ERR_TRANSCRIPTION_FAILED');
  try {
    const transcribedText = await requestTranscription(transcription.http, {
      companyId,
      baseUrl: transcription.baseUrl,
      model: transcription.model,
      apiKey,
      audio: await readFile(path),
    });
    return { transcribedText };
  } catch (error) {
    throw new AppError('ERR_TRANSCRIPTION_FAILED', { cause: error });
  }
}
