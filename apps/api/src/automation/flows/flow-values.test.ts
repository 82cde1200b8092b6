import { describe, expect, it } from 'vitest';
import { seeded } from '../../../test/seeded-random';
import { indexFlowGraph } from './flow-graph-index';
import { conditionHolds, fillFlowVariables, matchesPhrase, phraseWords, randomizerBranch } from './flow-values';
import { splitFlow } from './flows.test-support';

describe('flow variables in texts', () => {
  it('fills the flow variables by name, whatever their case, and leaves the message variables', () => {
    const variables = { cliente: 'Ana', Pedido: '42' };
    expect(fillFlowVariables('Oi {{cliente}}, pedido {{ pedido }} de {{name}} em {{ms}}', variables)).toBe(
      'Oi Ana, pedido 42 de {{name}} em {{ms}}',
    );
    expect(fillFlowVariables('sem variáveis', variables)).toBe('sem variáveis');
  });
});

describe('condition operators', () => {
  it.each([
    ['equals', 'Sim', ' sím ', true],
    ['equals', 'Sim', 'não', false],
    ['notEquals', 'Sim', 'não', true],
    ['contains', 'Quero o Plano Básico', 'basico', true],
    ['contains', 'Quero o Plano', 'basico', false],
    ['startsWith', 'Olá mundo', 'ola', true],
    ['startsWith', 'mundo olá', 'ola', false],
    ['greaterThan', '10,5', '10', true],
    ['greaterThan', '9', '10', false],
    ['greaterThan', 'dez', '1', false],
    ['lessThan', '3', '10', true],
    ['lessThan', '3', 'x', false],
    ['isEmpty', '  ', '', true],
    ['isEmpty', 'a', '', false],
    ['isNotEmpty', 'a', '', true],
    ['isNotEmpty', '', '', false],
  ] as const)('%s(%j, %j) is %s', (operator, actual, expected, holds) => {
    expect(conditionHolds(operator, actual, expected)).toBe(holds);
  });
});

describe('randomizer', () => {
  it('takes a below the percentage and b from it on', () => {
    expect(randomizerBranch(30, () => 0.299)).toBe('a');
    expect(randomizerBranch(30, () => 0.3)).toBe('b');
    expect(randomizerBranch(0, () => 0)).toBe('b');
    expect(randomizerBranch(100, () => 0.9999)).toBe('a');
  });

  it('splits 1,000 runs of a graph by its percentage within tolerance', () => {
    const index = indexFlowGraph(splitFlow(70));
    const random = seeded(7);
    const reached = Array.from({ length: 1000 }, () => index.next('split', randomizerBranch(70, random))?.id);
    const left = reached.filter((id) => id === 'a').length;
    expect(reached.filter((id) => id === 'b').length).toBe(1000 - left);
    // 70 % ± 4.5 points: over three standard deviations of 1,000 draws (and the draws are seeded).
    expect(left).toBeGreaterThanOrEqual(655);
    expect(left).toBeLessThanOrEqual(745);
  });
});

describe('phrase matching', () => {
  it('normalizes accents, case and signs', () => {
    expect(phraseWords('  Promoção-Relâmpago!! ')).toBe('promocao relampago');
  });

  it.each([
    ['Promoção', 'PROMOCAO', true],
    ['Promoção', 'quero a promoção!', true],
    ['segunda via', 'a Segunda  Via, por favor', true],
    ['segunda via', 'via segunda', false],
    ['Promoção', 'promoções', false],
    ['Promoção', 'sempromoção', false],
    ['?', '?', true],
    ['?', 'oi?', false],
  ])('phrase %j on %j: %s', (phrase, message, matches) => {
    expect(matchesPhrase(message, phrase)).toBe(matches);
  });
});
