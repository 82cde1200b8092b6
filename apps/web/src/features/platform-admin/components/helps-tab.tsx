import type { Help } from '@chatdesk/contracts';
import { useTranslation } from 'react-i18next';
import { useDeleteHelp } from '../api/delete-help';
import { useHelps } from '../api/get-helps';
import { useCrudList } from '../lib/use-crud-list';
import { CrudTab } from './crud-tab';
import type { CrudColumn } from './crud-table';
import { HelpForm } from './help-form';

const oneLine = { maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Help videos (super user): form plus table. Also the settings page's helps tab. */
export function HelpsTab() {
  const { t } = useTranslation();
  const helps = useHelps();
  const crud = useCrudList<Help>(useDeleteHelp());
  const columns: CrudColumn<Help>[] = [
    { key: 'title', header: t('platform.helps.fields.title'), cell: (help) => help.title },
    {
      key: 'description',
      header: t('platform.helps.fields.description'),
      sx: oneLine,
      cell: (help) => help.description || '-',
    },
    { key: 'video', header: t('platform.helps.fields.video'), cell: (help) => help.video || '-' },
  ];

  return (
    <CrudTab
      crud={crud}
      label={t('platform.helps.adminTitle')}
      columns={columns}
      rows={helps.data ?? []}
      loaded={helps.isSuccess}
      failed={helps.isError}
      nameOf={(help) => help.title}
      form={({ row, onDone, onDelete }) => <HelpForm help={row} onDone={onDone} onDelete={onDelete} />}
    />
  );
}
