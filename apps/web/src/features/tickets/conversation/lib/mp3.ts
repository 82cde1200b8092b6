/** Spec 1 §4: voice recordings are sent as mp3 at 128 kbps. */
export const mp3Kbps = 128;

/**
 * Decoding resamples to this rate: 44.1 kHz is one of the MPEG-1 rates lamejs encodes, whatever
 * rate the microphone recorded at (48 kHz, 96 kHz...).
 */
export const mp3SampleRate = 44_100;

/** lamejs encodes MPEG-1 Layer III frames of 1152 samples; feeding whole frames avoids padding. */
const frameSamples = 1152;
/** Frames encoded between two yields to the event loop, so a long recording does not freeze the page. */
const framesPerSlice = 64;

/** One channel out of several: voice messages are mono, and mono halves the bytes per second. */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  const [first] = channels;
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mono = new Float32Array(first.length);
  for (const channel of channels) {
    for (let i = 0; i < mono.length; i++) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0) / channels.length;
  }
  return mono;
}

/** Web Audio floats (-1..1) as the 16-bit PCM lamejs takes; out-of-range samples are clipped. */
export function toPcm16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const sample = Math.max(-1, Math.min(1, samples[i] ?? 0));
    pcm[i] = sample < 0 ? sample * 0x8000 : sample * 0x7fff;
  }
  return pcm;
}

/** FileReader rather than Blob.arrayBuffer(): it reads any Blob, including older Safari's and jsdom's. */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Mono samples as mp3 bytes (128 kbps). The encoder is imported on first use, so lamejs stays out
 * of the main bundle.
 */
export async function encodeMp3(samples: Float32Array, sampleRate: number, kbps = mp3Kbps): Promise<Uint8Array> {
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const pcm = toPcm16(samples);
  const parts: Uint8Array[] = [];
  const slice = frameSamples * framesPerSlice;
  for (let start = 0; start < pcm.length; start += slice) {
    for (let frame = start; frame < Math.min(start + slice, pcm.length); frame += frameSamples) {
      parts.push(encoder.encodeBuffer(pcm.subarray(frame, frame + frameSamples)));
    }
    if (start + slice < pcm.length) await nextTask();
  }
  parts.push(encoder.flush());
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/**
 * A recording in the browser's own format (ogg/webm opus, mp4) as mp3: decoded by the Web Audio
 * API (an offline context, so no output device is opened) at 44.1 kHz, mixed to mono, encoded.
 */
export async function recordingToMp3(recording: Blob): Promise<Uint8Array> {
  const context = new OfflineAudioContext(1, 1, mp3SampleRate);
  const audio = await context.decodeAudioData(await readBytes(recording));
  const channels = Array.from({ length: audio.numberOfChannels }, (_, index) => audio.getChannelData(index));
  return encodeMp3(downmix(channels), audio.sampleRate);
}
