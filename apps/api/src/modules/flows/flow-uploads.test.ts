import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { flowLimits } from '@chatdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff, multipart } from '../../../test/clients';
import { createTestContext, type TestContext } from '../../../test/harness';
import { testMedia } from '../../platform/storage/test-media';
import { contentGraph, flowMediaFiles, mediaGraph, nodeIds } from './flows.test-support';

type Staff = Awaited<ReturnType<typeof companyWithStaff>>;
type Route = 'img' | 'audio' | 'content';

describe('flow uploads (/api/flowbuilder/img, /audio, /content) and the media a graph may name', () => {
  let ctx: TestContext;
  let staff: Staff;
  let flowId: number;
  const file = (filename: string, type: string, data: Buffer) => ({ name: 'medias', value: { filename, type, data } });
  const upload = (route: Route, files: ReturnType<typeof file>[], as: Staff = staff) =>
    as.asAdmin({
      method: 'POST',
      url: `/api/flowbuilder/${route}`,
      ...multipart([{ name: 'fromMe', value: 'true' }, { name: 'body', value: 'x' }, ...files]),
    });
  const save = (graph: object, as: Staff = staff, id = flowId) =>
    as.asAdmin({ method: 'POST', url: '/api/flowbuilder/flow', payload: { idFlow: id, ...graph } });
  const companyFiles = (companyId: number) => {
    const folder = path.join(ctx.dataDir, 'media', String(companyId));
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await companyWithStaff(ctx);
    flowId = (await staff.asAdmin({ method: 'POST', url: '/api/flowbuilder', payload: { name: 'Mídias' } })).json().id;
  });
  afterAll(() => ctx.close());

  it('stores an image and answers its stored name, url and type; the file is served as company media', async () => {
    const response = await upload('img', [file('foto.png', 'image/png', testMedia.png)]);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      name: expect.stringMatching(/^[0-9a-f]{32}\.png$/),
      url: `/public/${staff.company.id}/${answer.name}`,
      mediaType: 'image/png',
    });
    const served = await ctx.app.inject({ method: 'GET', url: answer.url });
    expect(served.rawPayload.equals(testMedia.png)).toBe(true);
  });

  it('keeps each type to its limit: a 2 MB image and a 5 MB audio pass, one byte more is 413', async () => {
    const before = companyFiles(staff.company.id).length;
    const image = await upload('img', [file('a.jpg', 'image/jpeg', flowMediaFiles.jpeg(flowLimits.imageMaxBytes))]);
    expect(image.json().mediaType).toBe('image/jpeg');
    const bigImage = await upload('img', [
      file('b.jpg', 'image/jpeg', flowMediaFiles.jpeg(flowLimits.imageMaxBytes + 1)),
    ]);
    expect(bigImage.statusCode).toBe(413);
    expect(bigImage.json().error).toBe('ERR_PAYLOAD_TOO_LARGE');

    const audio = await upload('audio', [file('a.mp3', 'audio/mpeg', flowMediaFiles.mp3(flowLimits.audioMaxBytes))]);
    expect(audio.statusCode).toBe(200);
    expect(audio.json().mediaType).toBe('audio/mpeg');
    // Through the audio route, whose largest type (video) allows 20 MB: the audio's own 5 MB still holds.
    const bigAudio = await upload('audio', [
      file('b.mp3', 'audio/mpeg', flowMediaFiles.mp3(flowLimits.audioMaxBytes + 1)),
    ]);
    expect(bigAudio.statusCode).toBe(413);
    const video = await upload('audio', [file('v.mp4', 'video/mp4', flowMediaFiles.mp4(6 * 1024 * 1024))]);
    expect(video.json().mediaType).toBe('video/mp4');
    expect(companyFiles(staff.company.id).length).toBe(before + 3);
  });

  it('refuses types outside each route’s list by the bytes (415), whatever the declared type', async () => {
    const before = companyFiles(staff.company.id).length;
    for (const [route, bytes] of [
      ['img', flowMediaFiles.gif()],
      ['img', testMedia.svg],
      ['img', flowMediaFiles.mp3()],
      ['audio', flowMediaFiles.webm()],
      ['audio', testMedia.png],
      ['content', testMedia.pdf],
      ['content', testMedia.exe],
    ] as const) {
      const response = await upload(route, [file('foto.png', 'image/png', bytes)]);
      expect(response.statusCode, route).toBe(415);
      expect(response.json().error).toBe('ERR_UNSUPPORTED_MEDIA_TYPE');
    }
    const none = await upload('img', []);
    expect(none.statusCode).toBe(400);
    expect(companyFiles(staff.company.id).length).toBe(before);
  });

  it('stores a content node’s cards in one call, answering each in order; one refused file stores none', async () => {
    const response = await upload('content', [
      file('a.jpg', 'image/jpeg', flowMediaFiles.jpeg()),
      file('a.opus', 'audio/ogg', flowMediaFiles.opus()),
      file('a.mp4', 'video/mp4', flowMediaFiles.mp4()),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((entry: { mediaType: string }) => entry.mediaType)).toEqual([
      'image/jpeg',
      'audio/ogg; codecs=opus',
      'video/mp4',
    ]);
    const before = companyFiles(staff.company.id).length;
    const mixed = await upload('content', [
      file('a.jpg', 'image/jpeg', flowMediaFiles.jpeg()),
      file('b.gif', 'image/gif', flowMediaFiles.gif()),
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(companyFiles(staff.company.id).length).toBe(before);
  });

  it('saves a graph naming its uploads by name or url, and refuses other urls, other kinds and another company’s files', async () => {
    const image = (await upload('img', [file('f.png', 'image/png', testMedia.png)])).json();
    const audio = (await upload('audio', [file('a.mp3', 'audio/mpeg', flowMediaFiles.mp3())])).json();
    expect((await save(mediaGraph('img', image.name))).statusCode).toBe(200);
    expect((await save(mediaGraph('img', image.url))).statusCode).toBe(200);
    const content = contentGraph([
      { type: 'img', value: image.name },
      { type: 'audio', value: audio.url },
    ]);
    expect((await save(content)).statusCode).toBe(200);

    const other = await companyWithStaff(ctx);
    const foreign = (await upload('img', [file('f.png', 'image/png', testMedia.png)], other)).json();
    const refusals = [
      [mediaGraph('img', 'https://example.com/a.png'), 'url'],
      [mediaGraph('img', `/public/${staff.company.id}/../${other.company.id}/${foreign.name}`), 'url'],
      [mediaGraph('img', foreign.url), 'url'],
      [mediaGraph('img', foreign.name), 'url'],
      [mediaGraph('video', image.name), 'url'],
      [contentGraph([{ type: 'img', value: audio.name }]), 'elements.img1'],
    ] as const;
    for (const [graph, field] of refusals) {
      const response = await save(graph);
      expect(response.statusCode, JSON.stringify(graph.nodes[1])).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'ERR_INVALID_REFERENCE',
        details: { field, nodeId: nodeIds.hello },
      });
    }
    const otherFlow = (
      await other.asAdmin({ method: 'POST', url: '/api/flowbuilder', payload: { name: 'Deles' } })
    ).json();
    expect((await save(mediaGraph('img', foreign.name), other, otherFlow.id)).statusCode).toBe(200);
  });
});
