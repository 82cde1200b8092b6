import { describe, expect, it } from 'vitest';
import { greetingForHour, type MessageVariableContext, renderMessageVariables } from './message-variables';

const base: MessageVariableContext = {
  contactName: '  Maria da Silva ',
  userName: 'Ana',
  ticketId: 42,
  queueName: 'Vendas',
  connectionName: 'Loja',
  // 13:05:09 UTC is 10:05:09 in São Paulo (UTC-3).
  now: new Date('2026-03-04T13:05:09Z'),
  timeZone: 'America/Sao_Paulo',
};

describe('renderMessageVariables', () => {
  it('fills every variable of the spec on the company clock', () => {
    const text =
      '{{ms}} {{firstName}} ({{name}}), {{userName}} here. #{{ticket_id}} {{queue}}/{{connection}} {{date}} {{hour}} {{protocol}}';
    expect(renderMessageVariables(text, base)).toBe(
      'Bom dia Maria (Maria da Silva), Ana here. #42 Vendas/Loja 04/03/2026 10:05:09 2026030410050942',
    );
  });

  it('uses the time zone, not the server clock', () => {
    const tokyo = renderMessageVariables('{{date}} {{hour}} {{ms}}', { ...base, timeZone: 'Asia/Tokyo' });
    expect(tokyo).toBe('04/03/2026 22:05:09 Boa noite');
  });

  it('leaves unknown variables and plain text alone, and empties missing values', () => {
    expect(renderMessageVariables('{{nope}} {{ queue }}!', { ...base, queueName: null })).toBe('{{nope}} !');
  });
});

describe('greetingForHour', () => {
  it.each([
    [0, 'Boa noite'],
    [5, 'Boa noite'],
    [6, 'Bom dia'],
    [11, 'Bom dia'],
    [12, 'Boa tarde'],
    [17, 'Boa tarde'],
    [18, 'Boa noite'],
    [23, 'Boa noite'],
  ] as const)('%i h -> %s', (hour, greeting) => {
    expect(greetingForHour(hour)).toBe(greeting);
  });
});
