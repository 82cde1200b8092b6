import { type MessageAnswer, transcribeAudioAnswer } from '@chatdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../../lib/api-client';

/** Spec 1 §8 local messages, by the step that failed before or after the call. */
export class TranscriptionFailure extends Error {
  constructor(readonly reason: 'unexpectedUrl' | 'invalidData') {
    super(reason);
    this.name = 'TranscriptionFailure';
  }
}

const storedAudioPath = /\/public\/[1-9]\d*\/([0-9a-f]{32}\.[a-z0-9]{1,8})$/;

/** The stored file name of a message's audio (`/public/{companyId}/{file}`), or null for any other URL. */
export function audioFileName(mediaUrl: string | null): string | null {
  return storedAudioPath.exec(mediaUrl ?? '')?.[1] ?? null;
}

/** GET /messages/transcribeAudio/{file}: the audio's text. */
export async function transcribeAudio(mediaUrl: string | null): Promise<string> {
  const file = audioFileName(mediaUrl);
  if (!file) throw new TranscriptionFailure('unexpectedUrl');
  const parsed = transcribeAudioAnswer.safeParse(await api.get<unknown>(`/messages/transcribeAudio/${file}`));
  if (!parsed.success) throw new TranscriptionFailure('invalidData');
  return parsed.data.transcribedText;
}

/**
 * The transcription of one audio message, asked for on demand (`start`). Kept in the query cache by
 * message, so a row scrolled away and back still shows it; asking again after a failure retries.
 */
export function useAudioTranscription(message: Pick<MessageAnswer, 'id' | 'mediaUrl'>) {
  const [requested, setRequested] = useState(false);
  const query = useQuery({
    queryKey: ['audio-transcription', message.id],
    queryFn: () => transcribeAudio(message.mediaUrl),
    enabled: requested,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // The failure is shown under the audio, where it was asked for; a toast would say it twice.
    meta: { silent: true },
  });
  const start = () => (requested ? void query.refetch() : setRequested(true));
  return { start, text: query.data, loading: query.isFetching, error: query.isFetching ? null : query.error };
}
