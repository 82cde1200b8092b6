import type { FlowConditionOperator } from '@chatdesk/contracts';
import { normalizeAnswer } from '../menus/match-answer';

/**
 * The pure parts of the flow runtime (docs/flows.md "Nodes"): variables in texts, the condition's
 * operators, the randomizer's draw and phrase campaign matching.
 */

export type FlowVariables = Readonly<Record<string, string>>;

const variablePattern = /\{\{\s*([\p{L}\p{N}_]+)\s*\}\}/gu;

/** The value of a variable by name, whatever its case (question answer keys are unique regardless of case). */
export function flowVariable(variables: FlowVariables, name: string): string | undefined {
  if (name in variables) return variables[name];
  const lower = name.toLowerCase();
  const key = Object.keys(variables).find((candidate) => candidate.toLowerCase() === lower);
  return key === undefined ? undefined : variables[key];
}

/** `{{name}}` of a flow variable becomes its value; any other `{{…}}` is left for the message variables. */
export function fillFlowVariables(text: string, variables: FlowVariables): string {
  if (!text.includes('{{')) return text;
  return text.replace(variablePattern, (whole, name: string) => flowVariable(variables, name) ?? whole);
}

/** A number as customers type it: `10`, `10.5`, `10,5`, ` 7 `; null for anything else. */
function numberOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * A condition node's test of `actual` (the variable's value, '' when unset) against `expected`.
 * Texts compare without case, accents or extra spaces; greaterThan and lessThan compare numbers
 * and are false when either side is not one.
 */
export function conditionHolds(operator: FlowConditionOperator, actual: string, expected: string): boolean {
  const a = normalizeAnswer(actual);
  const b = normalizeAnswer(expected);
  switch (operator) {
    case 'equals':
      return a === b;
    case 'notEquals':
      return a !== b;
    case 'contains':
      return a.includes(b);
    case 'startsWith':
      return a.startsWith(b);
    case 'greaterThan':
    case 'lessThan': {
      const left = numberOf(actual);
      const right = numberOf(expected);
      if (left === null || right === null) return false;
      return operator === 'greaterThan' ? left > right : left < right;
    }
    case 'isEmpty':
      return a === '';
    case 'isNotEmpty':
      return a !== '';
  }
}

/** The randomizer's branch: `a` when the draw (0 ≤ random < 1) falls in the first `percent` %. */
export const randomizerBranch = (percent: number, random: () => number): 'a' | 'b' =>
  random() * 100 < percent ? 'a' : 'b';

/** A text for phrase matching: no accents, lower case, every run of non-letters and non-digits one space. */
export const phraseWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether a customer's message matches a campaign's phrase: the whole message is the phrase, or
 * the phrase's words appear in it as whole words in a row. A phrase made of signs only (no letter
 * or digit) matches a message that is those signs.
 */
export function matchesPhrase(message: string, phrase: string): boolean {
  const words = phraseWords(phrase);
  if (!words) return normalizeAnswer(phrase) !== '' && normalizeAnswer(message) === normalizeAnswer(phrase);
  const said = phraseWords(message);
  return said === words || ` ${said} `.includes(` ${words} `);
}
