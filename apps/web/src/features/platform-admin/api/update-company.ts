import { type Company, companyAnswer, type UpdateCompanyInput } from '@chatdesk/contracts';
import { api, parseAnswer } from '../../../lib/api-client';
import { useAdminMutation } from '../lib/admin-mutation';
import { companiesQueryKey } from './get-companies';

/** PUT /companies/{id}: any subset of the fields (a renewal sends only the new due date). */
export async function updateCompany({ id, ...body }: UpdateCompanyInput & { id: number }): Promise<Company> {
  return parseAnswer(companyAnswer, await api.put(`/companies/${id}`, body));
}

export const useUpdateCompany = () =>
  useAdminMutation({
    mutationFn: updateCompany,
    invalidate: [companiesQueryKey],
    failure: 'platform.companies.saveError',
  });
