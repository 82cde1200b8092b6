import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n';
import { renderWithApp, resetApp, toastMessages } from '../../../../../test/harness';
import { AudioRecorder } from './audio-recorder';

/**
 * A MediaRecorder that hands over an ogg recording when stopped, and a Web Audio decoder that
 * turns it into `seconds` of a tone (the mp3 encoder itself is the real one).
 */
function installRecorder(seconds: number) {
  const stop = vi.fn();
  class FakeRecorder {
    static isTypeSupported = (type: string) => type.startsWith('audio/ogg');
    state = 'inactive';
    mimeType = 'audio/ogg;codecs=opus';
    stream = { getTracks: () => [{ stop }] };
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob([new Uint8Array(64)], { type: 'audio/ogg' }) });
      this.onstop?.();
    }
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  const tone = new Float32Array(Math.round(seconds * 44_100)).map((_, i) => 0.5 * Math.sin(i / 10));
  class FakeOfflineContext {
    async decodeAudioData() {
      return { numberOfChannels: 1, sampleRate: 44_100, getChannelData: () => tone };
    }
  }
  vi.stubGlobal('OfflineAudioContext', FakeOfflineContext);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop }] })) },
  });
  return stop;
}

const readBytes = (file: File) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(file);
  });

async function recordAndSend() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Gravar áudio' })));
  fireEvent.click(await screen.findByRole('button', { name: 'Enviar áudio' }));
}

describe('audio recorder', () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(resetApp);

  it('discards a recording whose mp3 is under 10000 bytes with a notice', async () => {
    // 128 kbps is 16000 bytes a second: half a second makes about 8000 bytes.
    installRecorder(0.5);
    const recorded = vi.fn();
    renderWithApp(<AudioRecorder onRecorded={recorded} />);
    await recordAndSend();
    await waitFor(() => expect(toastMessages()).toContain('Áudio muito curto: gravação descartada.'));
    expect(recorded).not.toHaveBeenCalled();
  });

  it('hands over a long enough recording as an mp3 file; cancel sends nothing', async () => {
    const stopTracks = installRecorder(1);
    const recorded = vi.fn();
    renderWithApp(<AudioRecorder onRecorded={recorded} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Gravar áudio' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar gravação' }));
    expect(recorded).not.toHaveBeenCalled();
    await recordAndSend();
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
    const file = recorded.mock.calls[0]?.[0] as File;
    expect(file.type).toBe('audio/mpeg');
    expect(file.name).toMatch(/^audio-\d+\.mp3$/);
    expect(file.size).toBeGreaterThan(15_000);
    const [first = 0, second = 0] = await readBytes(file);
    expect([first, second & 0xe0]).toEqual([0xff, 0xe0]);
    expect(stopTracks).toHaveBeenCalled();
  });

  it('tells the user when the browser cannot decode its own recording, and sends nothing', async () => {
    installRecorder(1);
    vi.stubGlobal(
      'OfflineAudioContext',
      class {
        decodeAudioData = () => Promise.reject(new DOMException('Unable to decode audio data', 'EncodingError'));
      },
    );
    const recorded = vi.fn();
    renderWithApp(<AudioRecorder onRecorded={recorded} />);
    await recordAndSend();
    await waitFor(() => expect(toastMessages()).toContain('Não foi possível converter a gravação em mp3.'));
    expect(recorded).not.toHaveBeenCalled();
  });
});
