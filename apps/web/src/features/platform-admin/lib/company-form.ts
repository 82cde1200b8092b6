import {
  type Company,
  type CreateCompanyInput,
  calendarDate,
  createCompanyBody,
  type Recurrence,
  type UpdateCompanyInput,
  updateCompanyBody,
} from '@chatdesk/contracts';
import type { z } from 'zod';
import { phoneDigits } from '../../../lib/phone-mask';
import { firstIssueByField } from './field-errors';

/** What the company form edits; `phone` holds digits only (the field shows the mask). */
export interface CompanyFormValues {
  name: string;
  email: string;
  password: string;
  phone: string;
  planId: string;
  status: boolean;
  document: string;
  /** 'YYYY-MM-DD' on the company's calendar, or '' to let the server pick one recurrence from today. */
  dueDate: string;
  recurrence: Recurrence;
  numberAttendants: string;
  numberConections: string;
}
export type CompanyField = keyof CompanyFormValues;

export type CompanyFieldError =
  | 'platform.companies.nameRequired'
  | 'platform.companies.invalidPhone'
  | 'platform.common.required'
  | 'platform.common.invalidEmail'
  | 'platform.common.invalidNumber'
  | 'platform.common.invalidDate'
  | 'platform.common.tooShort'
  | 'platform.common.tooLong';
export type CompanyFormErrors = Partial<Record<CompanyField, CompanyFieldError>>;

/** Spec 2 §3: a new company starts with 1 attendant and 1 connection. */
export const emptyCompanyForm: CompanyFormValues = {
  name: '',
  email: '',
  password: '',
  phone: '',
  planId: '',
  status: true,
  document: '',
  dueDate: '',
  recurrence: 'MENSAL',
  numberAttendants: '1',
  numberConections: '1',
};

export function companyToForm(company: Company): CompanyFormValues {
  return {
    name: company.name,
    email: company.email ?? '',
    password: '',
    phone: phoneDigits(company.phone ?? ''),
    planId: company.planId === null ? '' : String(company.planId),
    status: company.status,
    document: company.document ?? '',
    dueDate: company.dueDate ? calendarDate(company.dueDate, company.timezone) : '',
    recurrence: company.recurrence,
    numberAttendants: String(company.numberAttendants),
    numberConections: String(company.numberConections),
  };
}

/** The request body as typed: optional texts left empty are not sent. */
function toBody(values: CompanyFormValues) {
  const { dueDate, document, password, ...rest } = values;
  return {
    ...rest,
    ...(dueDate ? { dueDate } : {}),
    ...(document.trim() ? { document } : {}),
    ...(password ? { password } : {}),
  };
}

function messageFor(field: CompanyField, issue: z.core.$ZodIssue, value: string): CompanyFieldError {
  if (issue.code === 'too_big') return 'platform.common.tooLong';
  switch (field) {
    case 'name':
      return 'platform.companies.nameRequired';
    case 'email':
      return value.trim() === '' ? 'platform.common.required' : 'platform.common.invalidEmail';
    case 'password':
      return value === '' ? 'platform.common.required' : 'platform.common.tooShort';
    case 'phone':
      return 'platform.companies.invalidPhone';
    case 'dueDate':
      return 'platform.common.invalidDate';
    case 'numberAttendants':
    case 'numberConections':
      return 'platform.common.invalidNumber';
    default:
      return 'platform.common.required';
  }
}

type Validated<T> = { data: T } | { errors: CompanyFormErrors };

function validateWith<S extends z.ZodType>(schema: S, values: CompanyFormValues): Validated<z.output<S>> {
  const parsed = schema.safeParse(toBody(values));
  if (parsed.success) return { data: parsed.data };
  const errors: CompanyFormErrors = {};
  const issues = firstIssueByField<CompanyField>(parsed.error.issues);
  for (const [field, issue] of Object.entries(issues) as [CompanyField, z.core.$ZodIssue][]) {
    errors[field] = messageFor(field, issue, String(values[field]));
  }
  return { errors };
}

/** A new company (the API's createCompanyBody: the first admin's password is required). */
export const validateNewCompany = (values: CompanyFormValues): Validated<CreateCompanyInput> =>
  validateWith(createCompanyBody, values);

/** An edited company (updateCompanyBody: an empty password keeps the current one). */
export const validateCompanyChanges = (values: CompanyFormValues): Validated<UpdateCompanyInput> =>
  validateWith(updateCompanyBody, values);
