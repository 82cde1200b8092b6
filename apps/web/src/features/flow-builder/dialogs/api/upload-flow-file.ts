import { type FlowUploadAnswer, flowUploadAnswer } from '@chatdesk/contracts';
import { z } from 'zod';
import { ApiError, api, parseAnswer } from '../../../../lib/api-client';
import { session } from '../../../../lib/session';

/** Spec 3 §7: POST /flowbuilder/img, /flowbuilder/audio (video too) and /flowbuilder/content. */
export type FlowUploadRoute = '/flowbuilder/img' | '/flowbuilder/audio' | '/flowbuilder/content';

export interface FlowUploadRequest {
  route: FlowUploadRoute;
  file: File;
}

export interface FlowUploadOptions {
  /** Bytes of this file sent so far. */
  onProgress?: (sentBytes: number) => void;
  signal?: AbortSignal;
}

/** One stored file; a route that answers a list answers one element per file sent. */
const uploadAnswer = z.union([flowUploadAnswer, z.array(flowUploadAnswer).length(1)]);

interface RawAnswer {
  status: number;
  body: unknown;
}

function send({ route, file }: FlowUploadRequest, options: FlowUploadOptions): Promise<RawAnswer> {
  const form = new FormData();
  form.append('fromMe', 'true');
  form.append('body', file.name);
  form.append('medias', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${route}`);
    request.setRequestHeader('accept', 'application/json');
    const token = session.getToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => options.onProgress?.(event.loaded);
    request.onload = () => {
      let body: unknown = request.responseText;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        // A body that is not JSON is kept as text.
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new ApiError(0, null, 'Network error'));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

function toError({ status, body }: RawAnswer): ApiError {
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
    const message = 'message' in body && typeof body.message === 'string' ? body.message : body.error;
    return new ApiError(status, body.error, message, body);
  }
  return new ApiError(status, null, typeof body === 'string' && body ? body : `HTTP ${status}`, body);
}

/**
 * Uploads one file of a flow node with its progress (fetch cannot report an upload's progress, so
 * this is the one call not made through the API client). It follows the client's session rules:
 * the bearer token, one refresh and retry on 403, and a 401 ends the session.
 */
export async function uploadFlowFile(
  request: FlowUploadRequest,
  options: FlowUploadOptions = {},
): Promise<FlowUploadAnswer> {
  let answer = await send(request, options);
  if (answer.status === 403) {
    await api.refreshSession();
    answer = await send(request, options);
  }
  if (answer.status === 401) session.clear();
  if (answer.status < 200 || answer.status >= 300) throw toError(answer);
  const parsed = parseAnswer(uploadAnswer, answer.body);
  return Array.isArray(parsed) ? (parsed[0] as FlowUploadAnswer) : parsed;
}
