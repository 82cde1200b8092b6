import {
  type CompanySettingColumn,
  type CompanySettings,
  chatBotTypes,
  companySettingBooleanColumns,
  companySettingMessageRules,
  type companySettingTextColumns,
  type companySettingToggleColumns,
  scheduleTypes,
} from '@chatdesk/contracts';

/** The company options of the settings page (spec 2 §2 options tab, §4 values, §5 message rules). */
export type ToggleColumn = (typeof companySettingToggleColumns)[number];
export type BooleanColumn = (typeof companySettingBooleanColumns)[number];
export type TextColumn = (typeof companySettingTextColumns)[number];
export type ChoiceColumn = 'scheduleType' | 'chatBotType';
export type SelectColumn = ToggleColumn | BooleanColumn | ChoiceColumn;

export const choiceValues = { scheduleType: scheduleTypes, chatBotType: chatBotTypes } as const;
export const isChoiceColumn = (column: SelectColumn): column is ChoiceColumn => column in choiceValues;
export const isBooleanColumn = (column: CompanySettingColumn): column is BooleanColumn =>
  (companySettingBooleanColumns as readonly string[]).includes(column);

export type MessageRule = (typeof companySettingMessageRules)[number];
export type RuleOption = MessageRule['option'];

export const ruleOfOption = (column: CompanySettingColumn): MessageRule | undefined =>
  companySettingMessageRules.find((rule) => rule.option === column);
export const ruleOfMessage = (column: CompanySettingColumn): MessageRule | undefined =>
  companySettingMessageRules.find((rule) => rule.message === column);

/** Spec 2 §5: the text is required while its option is in the rule's state (enabled, or disabled for calls). */
export function isMessageRequired(column: TextColumn, settings: CompanySettings): boolean {
  const rule = ruleOfMessage(column);
  return rule !== undefined && settings[rule.option] === rule.when;
}

/** Longest message text the API accepts. */
export const settingTextMaxLength = 2000;
