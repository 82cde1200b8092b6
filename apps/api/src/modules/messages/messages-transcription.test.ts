import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyWithStaff } from '../../../test/clients';
import { createConnection, createQueue, createTicket } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { OpenAiStub } from '../../automation/integrations/test-support/openai-stub';
import { flowMediaFiles } from '../flows/flows.test-support';
import { storedSettingValue } from '../settings/secret-setting-values';
import { upsertSetting } from '../settings/settings.repository';
import { type MessagesDesk, messagesDesk } from './messages.test-support';

const stub = new OpenAiStub();
let ctx: TestContext;
let desk: MessagesDesk;

beforeAll(async () => {
  await stub.start();
  ctx = await createTestContext({
    OPENAI_BASE_URL: stub.baseUrl,
    OPENAI_TRANSCRIPTION_MODEL: 'whisper-test',
    ALLOW_PRIVATE_INTEGRATION_URLS: 'true',
  });
  desk = await messagesDesk(ctx);
});
afterAll(async () => {
  await ctx.close();
  await stub.stop();
});
beforeEach(() => stub.reset());

const setTranscriptionKey = (value: string) =>
  ctx.db.system.transaction((tx) =>
    upsertSetting(tx, 'openaikeyaudio', storedSettingValue(ctx.secrets, 'openaikeyaudio', value)),
  );

/** A file stored for `companyId` and the message that carries it, on `ticket`. */
async function mediaMessage(
  ticket: Parameters<MessagesDesk['message']>[0],
  bytes: Buffer,
  mediaType: string,
): Promise<string> {
  const saved = await ctx.storage.save(ticket.companyId, bytes, { allowed: ['audio', 'image'], maxBytes: 1 << 20 });
  const file = saved.relativePath.split('/')[1] ?? '';
  await desk.message(ticket, { mediaType, mediaUrl: file, body: '', fromMe: false });
  return file;
}

const transcribe = (file: string, client = desk.asUser) =>
  client({ method: 'GET', url: `/api/messages/transcribeAudio/${file}` });

describe('GET /messages/transcribeAudio/{file}', () => {
  it('answers ERR_TRANSCRIPTION_UNAVAILABLE while no transcription key is set', async () => {
    const file = await mediaMessage(await desk.ticket(), flowMediaFiles.opus(), 'audio');
    const response = await transcribe(file);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('ERR_TRANSCRIPTION_UNAVAILABLE');
    expect(stub.calls).toHaveLength(0);
  });

  it("transcribes an audio of a ticket the caller sees with the platform's key", async () => {
    await setTranscriptionKey(stub.apiKey);
    const audio = flowMediaFiles.opus();
    const file = await mediaMessage(await desk.ticket(), audio, 'audio');
    stub.transcriptionText = 'Bom dia, queria confirmar a entrega de amanhã.';

    const response = await transcribe(file);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ transcribedText: 'Bom dia, queria confirmar a entrega de amanhã.' });
    const [call] = stub.callsTo('transcription');
    expect(call?.headers.authorization).toBe(`Bearer ${stub.apiKey}`);
    expect(call?.form).toMatchObject({ model: 'whisper-test', fileName: 'audio.ogg' });
    expect(call?.form?.fileBytes.equals(audio)).toBe(true);
  });

  it("answers 404 for another company's audio, one on a ticket the caller may not see and an unknown file", async () => {
    await setTranscriptionKey(stub.apiKey);
    const stranger = await companyWithStaff(ctx);
    const strangerConnection = await createConnection(ctx.db, stranger.company.id, { name: 'Outra' });
    const strangerTicket = await createTicket(ctx.db, stranger.company.id, {
      whatsappId: strangerConnection.id,
      status: 'open',
      userId: stranger.user.id,
    });
    const foreign = await mediaMessage(strangerTicket, flowMediaFiles.opus(), 'audio');
    expect((await transcribe(foreign, stranger.asUser)).statusCode).toBe(200);

    const otherQueue = await createQueue(ctx.db, desk.companyId, { name: 'Financeiro', color: '#aa0000' });
    const hidden = await mediaMessage(
      await desk.ticket({ queueId: otherQueue.id, userId: desk.colleague.id }),
      flowMediaFiles.opus(),
      'audio',
    );

    for (const file of [foreign, hidden, '0123456789abcdef0123456789abcdef.ogg', '..%2F..%2Fsecrets.json']) {
      const response = await transcribe(file);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('ERR_NOT_FOUND');
    }
    expect(stub.callsTo('transcription')).toHaveLength(1);
    // The company's admin sees every ticket of the company, so the hidden one is theirs to transcribe.
    expect((await transcribe(hidden, desk.asAdmin)).statusCode).toBe(200);
  });

  it('refuses a message that is not an audio', async () => {
    await setTranscriptionKey(stub.apiKey);
    const file = await mediaMessage(await desk.ticket(), flowMediaFiles.jpeg(), 'image');
    const response = await transcribe(file);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('ERR_TRANSCRIPTION_NOT_AUDIO');
  });

  it('answers ERR_TRANSCRIPTION_FAILED when the service fails or refuses the key', async () => {
    const file = await mediaMessage(await desk.ticket(), flowMediaFiles.opus(), 'audio');
    await setTranscriptionKey(stub.apiKey);
    stub.failNext('transcription', { kind: 'status', status: 500 });
    const failed = await transcribe(file);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('ERR_TRANSCRIPTION_FAILED');

    await setTranscriptionKey('sk-revoked-key');
    const refused = await transcribe(file);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toBe('ERR_TRANSCRIPTION_FAILED');
    expect(refused.body).not.toContain('sk-revoked-key');
  });
});
