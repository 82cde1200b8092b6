import { type Company, type CreateCompanyInput, companyAnswer } from '@chatdesk/contracts';
import { api, parseAnswer } from '../../../lib/api-client';
import { useAdminMutation } from '../lib/admin-mutation';
import { companiesQueryKey } from './get-companies';

/** POST /companies: also creates the company's first admin from its e-mail and password. */
export async function createCompany(body: CreateCompanyInput): Promise<Company> {
  return parseAnswer(companyAnswer, await api.post('/companies', body));
}

export const useCreateCompany = () =>
  useAdminMutation({
    mutationFn: createCompany,
    invalidate: [companiesQueryKey],
    failure: 'platform.companies.saveError',
  });
