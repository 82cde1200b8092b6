import { describe, expect, it } from 'vitest';
import { connectionFixture } from '../fixtures';
import { connectionInputOf, newConnectionValues, valuesOf } from './connection-form';
import { connectionRuleErrors } from './connection-rules';
import { importStateOf } from './import-state';

const now = new Date('2025-06-15T12:00:00');
const context = { userRating: false, storedVacationStart: null, now };

describe('connection form rules', () => {
  it('lets an ongoing vacation keep its start, but not a new start more than 10 days back', () => {
    const values = {
      ...newConnectionValues(),
      collectiveVacationMessage: 'Férias',
      collectiveVacationStart: '2025-06-01',
      collectiveVacationEnd: '2025-06-30',
    };
    expect(connectionRuleErrors(values, context)).toEqual({ collectiveVacationStart: 'vacationStart' });
    expect(connectionRuleErrors(values, { ...context, storedVacationStart: '2025-06-01' })).toEqual({});
    expect(connectionRuleErrors({ ...values, collectiveVacationStart: '2025-06-05' }, context)).toEqual({});
  });

  it('accepts an import window inside the last 2 years with a queue, and an end between start and now', () => {
    const values = {
      ...newConnectionValues(),
      enableImportMessage: true,
      importOldMessages: '2023-07-01T00:00',
      importRecentMessages: '2025-06-01T00:00',
      queueIdImportMessages: 2,
    };
    expect(connectionRuleErrors(values, context)).toEqual({});
    expect(connectionRuleErrors({ ...values, importOldMessages: '2023-06-01T00:00' }, context)).toEqual({
      importOldMessages: 'importOldMessages',
    });
    expect(connectionRuleErrors({ ...values, importRecentMessages: '2023-06-30T00:00' }, context)).toEqual({
      importRecentMessages: 'importRecentMessages',
    });
  });

  it('sends an empty redirect time as the API expects and numbers as numbers', () => {
    const input = connectionInputOf({ ...valuesOf(connectionFixture()), timeSendQueue: '' }, false);
    expect(input).toMatchObject({ timeSendQueue: '', maxUseBotQueues: 3 });
    // Integrations and prompts are not built yet: their ids are never sent.
    for (const field of ['integrationId', 'promptId']) expect(input).not.toHaveProperty(field);
    // The default flows are sent only when they differ from the stored ones.
    for (const field of ['flowIdWelcome', 'flowIdNotPhrase']) expect(input).not.toHaveProperty(field);
    const stored = connectionFixture({ flowIdWelcome: 4 });
    expect(connectionInputOf({ ...valuesOf(stored), flowIdNotPhrase: 6 }, false, stored)).toMatchObject({
      flowIdNotPhrase: 6,
    });
    expect(connectionInputOf(valuesOf(stored), false, stored)).not.toHaveProperty('flowIdWelcome');
  });
});

describe('import state', () => {
  const connected = connectionFixture({ importOldMessages: '2025-01-01T00:00:00.000Z' });

  it("shows 'preparing' for 35 s after the import status time, then nothing", () => {
    const at = now.getTime();
    const state = { ...connected, statusImportMessages: String(at) };
    expect(importStateOf(state, null, at + 34_000).kind).toBe('preparing');
    expect(importStateOf(state, null, at + 36_000).kind).toBe('none');
    expect(importStateOf({ ...state, status: 'qrcode' }, null, at).kind).toBe('none');
  });

  it('prefers live progress and offers closing once the driver says so', () => {
    expect(importStateOf(connected, { this: 1, all: 9 }, 0)).toEqual({ kind: 'importing', done: 1, total: 9 });
    expect(importStateOf({ ...connected, statusImportMessages: 'renderButtonCloseTickets' }, null, 0).kind).toBe(
      'closeTickets',
    );
  });
});
