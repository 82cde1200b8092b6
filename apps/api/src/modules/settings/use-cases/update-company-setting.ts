import {
  type CompanySettingColumn,
  type CompanySettings,
  companySettingDataSchemas,
  companySettingMessageRules,
  missingCompanySettingMessages,
  type UpdateCompanySettingBody,
} from '@chatdesk/contracts';
import { bodyFieldError } from '../../../platform/errors/body-field-error';
import { lockCompanySettings, writeCompanySettings } from '../../companies/company-settings.repository';
import { toCompanySettingsAnswer, toStoredValue } from '../company-settings-answer';
import type { SettingsCaller, SettingsDeps } from '../settings.deps';

/**
 * PUT /companySettings {column, data, message?}: one option of the caller's company, checked by
 * its own rule. An option whose message becomes required (spec 2 §5) is refused while that
 * message is empty, unless `message` brings it in the same call; clearing a required message
 * is refused too. Only rules this change touches are checked, so an older inconsistent row
 * does not block unrelated options.
 */
export async function updateCompanySetting(
  deps: SettingsDeps,
  caller: SettingsCaller,
  input: UpdateCompanySettingBody,
): Promise<CompanySettings> {
  const { column } = input;
  const parsed = companySettingDataSchemas[column].safeParse(input.data);
  if (!parsed.success) throw bodyFieldError('data', parsed.error.issues[0]?.message ?? 'Valor inválido');
  const rule = companySettingMessageRules.find((candidate) => candidate.option === column);
  if (input.message !== undefined && !rule) throw bodyFieldError('message', 'Esta opção não tem mensagem');

  const changes: Partial<Record<CompanySettingColumn, string>> = { [column]: toStoredValue(parsed.data) };
  if (rule && input.message !== undefined) changes[rule.message] = input.message;
  const { companyId } = caller;

  const settings = await deps.db.tenant(companyId).transaction(async (tx) => {
    const next = toCompanySettingsAnswer({ ...(await lockCompanySettings(tx, companyId)), ...changes });
    const touched = new Set<string>(Object.keys(changes));
    const missing = missingCompanySettingMessages(next).find((message) =>
      companySettingMessageRules.some(
        (candidate) => candidate.message === message && (touched.has(candidate.option) || touched.has(message)),
      ),
    );
    if (missing) throw bodyFieldError(missing === column ? 'data' : missing, 'Obrigatório');
    await writeCompanySettings(tx, companyId, changes);
    return next;
  });
  deps.events.publish({
    type: 'company-settings.updated',
    companyId,
    columns: Object.keys(changes) as CompanySettingColumn[],
  });
  return settings;
}
