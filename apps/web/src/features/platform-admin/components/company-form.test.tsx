import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetToasts, toastMessages } from '../../../test/harness';
import { companyFixture, planFixture } from '../fixtures';
import { CompanyForm } from './company-form';

configure({ asyncUtilTimeout: 5000 });

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function fillNewCompany() {
  fireEvent.change(field(/^Nome/), { target: { value: 'Nova Empresa' } });
  fireEvent.change(field(/^E-mail/), { target: { value: 'Admin@Nova.com' } });
  fireEvent.change(field(/^Senha/), { target: { value: 'segredo1' } });
  // The plan list arrives asynchronously.
  await within(field(/^Plano/)).findByRole('option', { name: 'Plano Ouro' });
  fireEvent.change(field(/^Plano/), { target: { value: '4' } });
}

describe('company form', { timeout: 30_000 }, () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  const plans = { 'GET /api/plans/all': () => json(200, [planFixture({ id: 4, name: 'Plano Ouro' })]) };

  it('masks the phone as (99) 99999-9999 and sends digits only, with 1 attendant and 1 connection', async () => {
    const api = mockApi({ ...plans, 'POST /api/companies': () => json(201, companyFixture()) });
    const onDone = vi.fn();
    renderWithApp(<CompanyForm company={null} onDone={onDone} onDelete={vi.fn()} />);

    const phone = field(/^Telefone/);
    fireEvent.change(phone, { target: { value: '11' } });
    expect(phone.value).toBe('(11');
    fireEvent.change(phone, { target: { value: '(11) 9876' } });
    expect(phone.value).toBe('(11) 9876');
    fireEvent.change(phone, { target: { value: '11987654321999' } });
    expect(phone.value).toBe('(11) 98765-4321');
    expect(field(/^Atendentes/).value).toBe('1');
    expect(field(/^Conexões/).value).toBe('1');

    await fillNewCompany();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/companies')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/companies')[0]?.body).toMatchObject({
      name: 'Nova Empresa',
      email: 'admin@nova.com',
      password: 'segredo1',
      phone: '11987654321',
      planId: 4,
      status: true,
      recurrence: 'MENSAL',
      numberAttendants: 1,
      numberConections: 1,
    });
    await waitFor(() => expect(toastMessages()).toEqual(['Operação realizada com sucesso!']));
    expect(onDone).toHaveBeenCalled();
  });

  it('flags required fields with the spec texts and sends nothing', async () => {
    const api = mockApi(plans);
    renderWithApp(<CompanyForm company={null} onDone={vi.fn()} onDelete={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Nome é obrigatório')).toBeTruthy();
    expect(api.callsTo('POST', '/api/companies')).toHaveLength(0);
    fireEvent.change(field(/^E-mail/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Email inválido')).toBeTruthy();
  });

  it('shows the spec message when the save is refused (e.g. a duplicate name)', async () => {
    mockApi({ ...plans, 'POST /api/companies': () => json(409, { error: 'ERR_DUPLICATED', message: 'dup' }) });
    renderWithApp(<CompanyForm company={null} onDone={vi.fn()} onDelete={vi.fn()} />);
    await fillNewCompany();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toastMessages()).toEqual([
        'Não foi possível realizar a operação. Verifique se já existe uma empresa com o mesmo nome ou se os campos foram preenchidos corretamente',
      ]),
    );
  });

  it('edits a company: shows its masked phone and keeps the password when left blank', async () => {
    const company = companyFixture({ id: 9, phone: '21912345678' });
    const api = mockApi({ ...plans, 'PUT /api/companies/9': () => json(200, company) });
    renderWithApp(<CompanyForm company={company} onDone={vi.fn()} onDelete={vi.fn()} />);
    expect(field(/^Telefone/).value).toBe('(21) 91234-5678');
    expect(field(/^Data de Vencimento/).value).toBe('19/03/2025');

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/companies/9')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/companies/9')[0]?.body as Record<string, unknown>;
    expect(body.phone).toBe('21912345678');
    expect(body.dueDate).toBe('2025-03-19');
    expect(body).not.toHaveProperty('password');
  });

  it('says under the e-mail, when editing, that it is the billing address and the admin login stays', async () => {
    const hint = 'E-mail de cobrança e contato. O login do administrador não muda.';
    const description = (input: HTMLInputElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    mockApi(plans);
    const { unmount } = renderWithApp(<CompanyForm company={null} onDone={vi.fn()} onDelete={vi.fn()} />);
    // Creating, the e-mail is also the first admin's login: no such hint.
    expect(screen.queryByText(hint)).toBeNull();
    unmount();

    renderWithApp(<CompanyForm company={companyFixture({ id: 9 })} onDone={vi.fn()} onDelete={vi.fn()} />);
    expect(description(field(/^E-mail/))).toBe(hint);
    await act(() => i18n.changeLanguage('en'));
    expect(description(field(/^E-mail/))).toBe(
      "Billing and contact e-mail. The administrator's login does not change.",
    );
  });

  it('types the due date in the app language (dd/mm/aaaa, never the browser’s mm/dd/yyyy) and sends the day', async () => {
    // Due on 25/11 in São Paulo: already 26/11 in UTC, yet the form shows the company's day.
    const company = companyFixture({ id: 9, dueDate: '2026-11-26T02:59:59.999Z' });
    const api = mockApi({ ...plans, 'PUT /api/companies/9': () => json(200, company) });
    renderWithApp(<CompanyForm company={company} onDone={vi.fn()} onDelete={vi.fn()} />);
    const due = field(/^Data de Vencimento/);
    expect(due.type).toBe('text');
    expect(due.value).toBe('25/11/2026');
    expect(due.placeholder).toBe('dd/mm/aaaa');

    fireEvent.change(due, { target: { value: '3102' } });
    expect(due.value).toBe('31/02');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    fireEvent.change(due, { target: { value: '01122026' } });
    expect(due.value).toBe('01/12/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/companies/9')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/companies/9')[0]?.body).toMatchObject({ dueDate: '2026-12-01' });

    await act(() => i18n.changeLanguage('tr'));
    expect(field(/^Vade tarihi/).value).toBe('01.12.2026');
  });
});
