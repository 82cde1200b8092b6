import { describe, expect, it } from 'vitest';
import { guessMapping, isTakenElsewhere, mappedRows, mappingProblem } from './column-mapping';

describe('column mapping', () => {
  it('guesses fields from headers, each field once, so our own export maps itself', () => {
    expect(guessMapping(['Nome', 'Número', 'Email', 'Tags'])).toEqual(['name', 'number', 'email', 'tags']);
    expect(guessMapping(['Telefone', 'nome', 'Celular', 'Obs'])).toEqual(['number', 'name', null, null]);
  });

  it('reports number, then name, then the selection, as the spec orders them', () => {
    expect(mappingProblem(['name', null], 3)).toBe('numberNotMapped');
    expect(mappingProblem([null, 'number'], 3)).toBe('nameNotMapped');
    expect(mappingProblem(['name', 'number'], 0)).toBe('noneSelected');
    expect(mappingProblem(['name', 'number'], 1)).toBeNull();
  });

  it('knows a field given to another column', () => {
    expect(isTakenElsewhere(['name', null], 1, 'name')).toBe(true);
    expect(isTakenElsewhere(['name', null], 0, 'name')).toBe(false);
  });

  it('builds the selected rows from the mapped columns only', () => {
    const rows = [
      ['Ana', '5511', 'x'],
      ['Bia', '5522', 'y'],
      ['Caio', '5533', 'z'],
    ];
    expect(mappedRows(rows, new Set([0, 2]), ['name', 'number', null])).toEqual([
      { name: 'Ana', number: '5511' },
      { name: 'Caio', number: '5533' },
    ]);
  });
});
