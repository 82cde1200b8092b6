import { useEffect, useRef, useState } from 'react';
import { recordingToMp3 } from './mp3';

/** Spec 1 §4 / §9: recordings under 10000 bytes are discarded. */
export const minimumAudioBytes = 10_000;

/**
 * What MediaRecorder records in, best first. Browsers cannot record mp3, so the recording is
 * converted to mp3 when it stops (lib/mp3.ts).
 */
const candidateTypes = ['audio/ogg;codecs=opus', 'audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'];

export function recordingMimeType(): string {
  const supported = typeof MediaRecorder !== 'undefined' && typeof MediaRecorder.isTypeSupported === 'function';
  return candidateTypes.find((type) => supported && MediaRecorder.isTypeSupported(type)) ?? '';
}

/** The mp3 to upload, or null when it is under the spec's minimum (the rule applies to the mp3 itself). */
export function mp3File(bytes: Uint8Array, now = Date.now()): File | null {
  if (bytes.length < minimumAudioBytes) return null;
  return new File([bytes as Uint8Array<ArrayBuffer>], `audio-${now}.mp3`, { type: 'audio/mpeg' });
}

/** Releases the microphone (the browser's recording light goes off). */
function stopTracks(recorder: MediaRecorder | null) {
  for (const track of recorder?.stream.getTracks() ?? []) track.stop();
}

export type RecorderOutcome =
  | { kind: 'file'; file: File }
  | { kind: 'too-short' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: unknown };

/** The recording as an mp3 file, or why there is none. */
async function convert(chunks: Blob[], mimeType: string): Promise<RecorderOutcome> {
  try {
    const file = mp3File(await recordingToMp3(new Blob(chunks, { type: mimeType })));
    return file ? { kind: 'file', file } : { kind: 'too-short' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/** Start, cancel and finish a voice recording: MediaRecorder records, lib/mp3 converts. */
export function useAudioRecorder(onDone: (outcome: RecorderOutcome) => void) {
  const [recording, setRecording] = useState(false);
  const [converting, setConverting] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const cancelled = useRef(false);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(
    () => () => {
      cancelled.current = true;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      stopTracks(recorder.current);
    },
    [],
  );

  async function start() {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const mimeType = recordingMimeType();
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    cancelled.current = false;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      stopTracks(media);
      setRecording(false);
      if (cancelled.current) return done.current({ kind: 'cancelled' });
      setConverting(true);
      void convert(chunks, media.mimeType || mimeType).then((outcome) => {
        setConverting(false);
        // Unmounted meanwhile (the user left the ticket): nothing is sent.
        if (!cancelled.current) done.current(outcome);
      });
    };
    recorder.current = media;
    media.start();
    setRecording(true);
  }

  const stop = (discard: boolean) => {
    cancelled.current = discard;
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  return { recording, converting, start, cancel: () => stop(true), finish: () => stop(false) };
}
