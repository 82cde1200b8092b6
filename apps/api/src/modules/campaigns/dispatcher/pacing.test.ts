import { describe, expect, it } from 'vitest';
import { inSendingWindow, nextSendTime, nextWindowOpening, type PacingSettings, sendsSincePause } from './pacing';

const settings: PacingSettings = {
  messageInterval: 20,
  longerIntervalAfter: 3,
  greaterInterval: 120,
  startHour: '09:00',
  endHour: '18:00',
  sabado: false,
  domingo: false,
};
const zone = 'America/Sao_Paulo';
const at = (local: string) => new Date(`${local}-03:00`);

describe('campaign pacing', () => {
  it('sends only on allowed days between startHour and endHour on the company clock', () => {
    expect(inSendingWindow(at('2030-03-08T09:00:00'), settings, zone)).toBe(true);
    expect(inSendingWindow(at('2030-03-08T08:59:59'), settings, zone)).toBe(false);
    expect(inSendingWindow(at('2030-03-08T17:59:59'), settings, zone)).toBe(true);
    expect(inSendingWindow(at('2030-03-08T18:00:00'), settings, zone)).toBe(false);
    // 2030-03-09 is a Saturday, the 10th a Sunday.
    expect(inSendingWindow(at('2030-03-09T10:00:00'), settings, zone)).toBe(false);
    expect(inSendingWindow(at('2030-03-09T10:00:00'), { ...settings, sabado: true }, zone)).toBe(true);
    expect(inSendingWindow(at('2030-03-10T10:00:00'), { ...settings, sabado: true }, zone)).toBe(false);
    expect(inSendingWindow(at('2030-03-10T10:00:00'), { ...settings, domingo: true }, zone)).toBe(true);
    // Thursday 13:00 in São Paulo is Friday 01:00 in Tokyo.
    expect(inSendingWindow(at('2030-03-07T13:00:00'), settings, zone)).toBe(true);
    expect(inSendingWindow(at('2030-03-07T13:00:00'), settings, 'Asia/Tokyo')).toBe(false);
  });

  it('the window opens again at startHour of the next allowed day, on the company clock', () => {
    expect(nextWindowOpening(at('2030-03-08T10:00:00'), settings, zone)).toEqual(at('2030-03-08T10:00:00'));
    expect(nextWindowOpening(at('2030-03-08T06:10:00'), settings, zone)).toEqual(at('2030-03-08T09:00:00'));
    expect(nextWindowOpening(at('2030-03-08T18:00:00'), settings, zone)).toEqual(at('2030-03-11T09:00:00'));
    expect(nextWindowOpening(at('2030-03-08T18:00:00'), { ...settings, domingo: true }, zone)).toEqual(
      at('2030-03-10T09:00:00'),
    );
    // Lisbon moves to summer time on 2030-03-31: 09:00 there is 08:00 UTC after, 09:00 UTC before.
    const lisbon = 'Europe/Lisbon';
    expect(nextWindowOpening(new Date('2030-03-29T19:00:00Z'), settings, lisbon)).toEqual(
      new Date('2030-04-01T08:00:00Z'),
    );
    expect(nextWindowOpening(new Date('2030-03-27T19:00:00Z'), settings, lisbon)).toEqual(
      new Date('2030-03-28T09:00:00Z'),
    );
  });

  it('waits messageInterval, then greaterInterval after every longerIntervalAfter sends, with a bounded jitter', () => {
    const sent = at('2030-03-08T10:00:00');
    const none = () => 0.5;
    expect(nextSendTime(sent, 1, settings, zone, none)).toEqual({
      nextSendAt: at('2030-03-08T10:00:20'),
      sentSincePause: 1,
    });
    expect(nextSendTime(sent, 3, settings, zone, none)).toEqual({
      nextSendAt: at('2030-03-08T10:02:00'),
      sentSincePause: 0,
    });
    // ±10 % of the pause: 2 s either side of 20 s; never more than 2 s for a longer pause.
    expect(nextSendTime(sent, 1, settings, zone, () => 0).nextSendAt).toEqual(at('2030-03-08T10:00:18'));
    expect(nextSendTime(sent, 1, settings, zone, () => 0.75).nextSendAt).toEqual(at('2030-03-08T10:00:21'));
    expect(nextSendTime(sent, 3, settings, zone, () => 0).nextSendAt).toEqual(at('2030-03-08T10:01:58'));
    expect(nextSendTime(sent, 1, { ...settings, messageInterval: 0 }, zone, () => 0).nextSendAt).toEqual(sent);
    // longerIntervalAfter 0: never a longer pause.
    expect(nextSendTime(sent, 50, { ...settings, longerIntervalAfter: 0 }, zone, none).sentSincePause).toBe(50);
  });

  it('a pause that ends outside the window moves to its next opening', () => {
    expect(nextSendTime(at('2030-03-08T17:59:50'), 1, settings, zone, () => 0.5).nextSendAt).toEqual(
      at('2030-03-11T09:00:00'),
    );
  });
});

describe('the longer pause count', () => {
  it('a quiet spell as long as the longer pause starts the count over', () => {
    const last = at('2030-03-08T10:00:00');
    expect(sendsSincePause({ lastSentAt: null, sentSincePause: 2 }, last, settings)).toBe(0);
    expect(sendsSincePause({ lastSentAt: last, sentSincePause: 2 }, at('2030-03-08T10:01:59'), settings)).toBe(2);
    expect(sendsSincePause({ lastSentAt: last, sentSincePause: 2 }, at('2030-03-08T10:02:00'), settings)).toBe(0);
  });
});
