import { afterEach, describe, expect, it, vi } from 'vitest';
import { downmix, encodeMp3, mp3SampleRate, recordingToMp3, toPcm16 } from './mp3';

/** `seconds` of a 440 Hz tone at half volume. */
function sine(seconds: number, sampleRate = mp3SampleRate) {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.5 * Math.sin((2 * Math.PI * 440 * i) / sampleRate);
  return samples;
}

/** The fields of the MPEG audio frame header at `offset` (ISO 11172-3). */
function frameHeader(bytes: Uint8Array, offset = 0) {
  const [b0 = 0, b1 = 0, b2 = 0] = bytes.subarray(offset, offset + 3);
  return {
    sync: b0 === 0xff && (b1 & 0xe0) === 0xe0,
    mpeg1: ((b1 >> 3) & 0b11) === 0b11,
    layer3: ((b1 >> 1) & 0b11) === 0b01,
    bitrateIndex: b2 >> 4,
    sampleRateIndex: (b2 >> 2) & 0b11,
  };
}

describe('mp3 encoding', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns a sine into MPEG-1 Layer III frames at 128 kbps, 44.1 kHz', async () => {
    const bytes = await encodeMp3(sine(1), mp3SampleRate);
    // Bitrate index 9 is 128 kbps for MPEG-1 Layer III; sample-rate index 0 is 44100 Hz.
    expect(frameHeader(bytes)).toEqual({ sync: true, mpeg1: true, layer3: true, bitrateIndex: 9, sampleRateIndex: 0 });
    // 128 kbps is 16000 bytes a second; one second of audio, give or take the encoder's padding frames.
    expect(bytes.length).toBeGreaterThan(15_000);
    expect(bytes.length).toBeLessThan(18_000);
    // Constant bitrate: the second frame starts where 144 * 128000 / 44100 bytes (417 or 418) put it.
    const second = [417, 418].find((size) => frameHeader(bytes, size).sync);
    expect(second).toBeDefined();
  });

  it('mixes channels to mono and clips samples outside -1..1 to 16-bit PCM', () => {
    expect([...downmix([new Float32Array([1, 0.5]), new Float32Array([0, -0.5])])]).toEqual([0.5, 0]);
    expect([...toPcm16(new Float32Array([2, 1, 0, -1, -3]))]).toEqual([32767, 32767, 0, -32768, -32768]);
  });

  it('decodes a recording with the Web Audio API at 44.1 kHz before encoding', async () => {
    const left = sine(0.5);
    const contexts: number[] = [];
    class FakeOfflineContext {
      constructor(_channels: number, _length: number, rate: number) {
        contexts.push(rate);
      }
      async decodeAudioData(data: ArrayBuffer) {
        expect(data.byteLength).toBe(3);
        return {
          numberOfChannels: 2,
          sampleRate: mp3SampleRate,
          getChannelData: (index: number) => (index === 0 ? left : new Float32Array(left.length)),
        };
      }
    }
    vi.stubGlobal('OfflineAudioContext', FakeOfflineContext);
    const bytes = await recordingToMp3(new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/ogg' }));
    expect(contexts).toEqual([44_100]);
    expect(frameHeader(bytes).sync).toBe(true);
    expect(bytes.length).toBeGreaterThan(7_000);
  });
});
