import type { Company, CompanyDetail } from '@chatdesk/contracts';
import type { CompanyWithPlan } from './companies.repository';

const isoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function toCompanyAnswer(row: CompanyWithPlan): Company {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    document: row.document,
    planId: row.planId,
    plan: row.plan,
    status: row.status,
    dueDate: isoOrNull(row.dueDate),
    recurrence: row.recurrence,
    paymentMethod: row.paymentMethod,
    addressStreet: row.addressStreet,
    addressState: row.addressState,
    addressCity: row.addressCity,
    timezone: row.timezone,
    numberAttendants: row.numberAttendants,
    numberConections: row.numberConections,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLogin: isoOrNull(row.lastLogin),
    folderSize: row.folderSize,
    numberFileFolder: row.numberFileFolder,
    updatedAtFolder: isoOrNull(row.updatedAtFolder),
  };
}

export const toCompanyDetailAnswer = (row: CompanyWithPlan): CompanyDetail => ({
  ...toCompanyAnswer(row),
  schedules: row.schedules,
});
