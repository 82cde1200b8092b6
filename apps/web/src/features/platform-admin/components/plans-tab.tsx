import type { Plan } from '@chatdesk/contracts';
import { useTranslation } from 'react-i18next';
import { useDeletePlan } from '../api/delete-plan';
import { usePlans } from '../api/get-plans';
import { formatMoney } from '../lib/format';
import { useCrudList } from '../lib/use-crud-list';
import { CrudTab } from './crud-tab';
import type { CrudColumn } from './crud-table';
import { PlanForm } from './plan-form';

const countColumns = ['users', 'connections', 'queues'] as const;

/** Plans (super user): form plus table (spec 2 §2 Super-user pages). Also the settings page's plans tab. */
export function PlansTab() {
  const { t, i18n } = useTranslation();
  const plans = usePlans();
  const crud = useCrudList<Plan>(useDeletePlan());
  const columns: CrudColumn<Plan>[] = [
    { key: 'name', header: t('platform.plans.fields.name'), cell: (plan) => plan.name },
    {
      key: 'amount',
      header: t('platform.plans.fields.amount'),
      align: 'right',
      cell: (plan) => formatMoney(plan.amount, i18n.language),
    },
    ...countColumns.map(
      (column): CrudColumn<Plan> => ({
        key: column,
        header: t(`platform.plans.fields.${column}`),
        align: 'center',
        cell: (plan) => plan[column],
      }),
    ),
    {
      key: 'isPublic',
      header: t('platform.plans.fields.isPublic'),
      align: 'center',
      cell: (plan) => t(plan.isPublic ? 'platform.common.yes' : 'platform.common.no'),
    },
  ];

  return (
    <CrudTab
      crud={crud}
      label={t('platform.plans.title')}
      columns={columns}
      rows={plans.data ?? []}
      loaded={plans.isSuccess}
      failed={plans.isError}
      nameOf={(plan) => plan.name}
      form={({ row, onDone, onDelete }) => <PlanForm plan={row} onDone={onDone} onDelete={onDelete} />}
    />
  );
}
