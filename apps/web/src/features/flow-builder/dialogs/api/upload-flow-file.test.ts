import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../lib/api-client';
import { session } from '../../../../lib/session';
import { uploadFlowFile } from './upload-flow-file';

/** A stand-in for the browser's XMLHttpRequest: records each request; the test answers it. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const next = async () => {
  await vi.waitFor(() => expect(FakeRequest.sent.length).toBeGreaterThan(0));
  return FakeRequest.sent.shift() as FakeRequest;
};
const file = new File(['abc'], 'foto.png', { type: 'image/png' });
const stored = { name: 'f1.png', url: '/public/1/f1.png', mediaType: 'image' };

describe('uploadFlowFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    FakeRequest.sent = [];
    session.clear();
  });

  it('posts the file as multipart medias with the bearer token, reports progress and answers the stored file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    session.setToken('tok-1');
    const progress: number[] = [];
    const answer = uploadFlowFile({ route: '/flowbuilder/img', file }, { onProgress: (sent) => progress.push(sent) });
    const request = await next();
    expect([request.method, request.url, request.headers.authorization]).toEqual([
      'POST',
      '/api/flowbuilder/img',
      'Bearer tok-1',
    ]);
    expect(request.body?.get('medias')).toBeInstanceOf(File);
    expect([request.body?.get('fromMe'), request.body?.get('body')]).toEqual(['true', 'foto.png']);
    request.upload.onprogress?.({ loaded: 2 });
    request.answer(200, [stored]);
    expect(await answer).toEqual(stored);
    expect(progress).toEqual([2]);
  });

  it('refreshes the session once on 403 and retries; a refusal with a code is an ApiError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const refresh = vi.spyOn(api, 'refreshSession').mockResolvedValue({} as never);
    const answer = uploadFlowFile({ route: '/flowbuilder/audio', file });
    (await next()).answer(403, { error: 'ERR_SESSION_EXPIRED', message: 'expired' });
    (await next()).answer(413, { error: 'ERR_PAYLOAD_TOO_LARGE', message: 'too large' });
    await expect(answer).rejects.toMatchObject({ status: 413, code: 'ERR_PAYLOAD_TOO_LARGE' });
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('aborts with the signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const controller = new AbortController();
    const answer = uploadFlowFile({ route: '/flowbuilder/content', file }, { signal: controller.signal });
    await next();
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
