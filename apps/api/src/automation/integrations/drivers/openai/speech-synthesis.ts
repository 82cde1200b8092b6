import { IntegrationCallError, type IntegrationHttp } from '../../http/integration-http';
import { requireSuccess } from './provider-answer';

export interface SpeechRequest {
  companyId: number;
  /** SPEECH_BASE_URL with its `{region}` placeholder. */
  baseUrl: string;
  region: string;
  /** A voice of the prompt's list (pt-BR-FranciscaNeural...). */
  voice: string;
  subscriptionKey: string;
  text: string;
  timeoutMs?: number;
}

/** The speech service's Ogg/Opus output: what WhatsApp plays as a voice note. */
export const speechMimeType = 'audio/ogg; codecs=opus';

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);

/** The SSML document of one answer; the voice name and text are escaped, so neither can add markup. */
export function speechSsml(voice: string, text: string): string {
  return `<speak version='1.0' xml:lang='pt-BR'><voice name='${escapeXml(voice)}'>${escapeXml(text)}</voice></speak>`;
}

/**
 * The speech service's REST synthesis (Azure Speech text to speech): POST
 * {baseUrl with region}/cognitiveservices/v1 with the subscription key, an SSML body and the
 * Ogg/Opus output format; answers the audio bytes. Throws IntegrationCallError on any failure.
 */
export async function synthesizeSpeech(http: IntegrationHttp, request: SpeechRequest): Promise<Buffer> {
  const region = encodeURIComponent(request.region);
  const response = await http.request({
    companyId: request.companyId,
    method: 'POST',
    url: `${request.baseUrl.replaceAll('{region}', region)}/cognitiveservices/v1`,
    headers: {
      'Ocp-Apim-Subscription-Key': request.subscriptionKey,
      'Content-Type': 'application/ssml+xml',
      'X-Microsoft-OutputFormat': 'ogg-24khz-16bit-mono-opus',
      'User-Agent': 'chatdesk',
    },
    body: speechSsml(request.voice, request.text),
    timeoutMs: request.timeoutMs ?? 20_000,
    maxBytes: 8 * 1024 * 1024,
  });
  requireSuccess(response, 'The speech service');
  if (response.body.length === 0) throw new IntegrationCallError('malformed', 'The speech service answered no audio');
  return response.body;
}
