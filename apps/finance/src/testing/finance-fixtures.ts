/**
 * Records the finance tests build on, created through the API as an
 * integrator would. Only for *.integration-spec.ts files (excluded from the
 * app build); typed against the shape of the harness's HttpClient so it
 * needs no import.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are arbitrary JSON */
import { created, type Api } from '@bizapi/testing';
export { NOBODYS_ID, created, expectError } from '@bizapi/testing';
export type { Response, Api } from '@bizapi/testing';

/** `YYYY-MM-DDTHH:mm:ss.sssZ` (spec convention 5). */
export const API_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export async function listAll(api: Api, path: string): Promise<any[]> {
  const { status, body } = await api.get(path);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body)}`);
  return body.data;
}

export function createPerson(api: Api, fields: Record<string, unknown> = {}) {
  return created(api.post('/persons', { name: 'Comercial Andrade Ltda', personType: 'COMPANY', ...fields }), 'person');
}

/** The seeded category of that code (`1.01.001` Receitas de serviços, `2.01.001` Aluguel e condomínio). */
export async function category(api: Api, code: string): Promise<any> {
  const found = (await listAll(api, '/financial-categories?limit=100')).find((record) => record.code === code);
  if (!found) throw new Error(`no seeded financial category ${code}`);
  return found;
}

/** The first seeded bank account (Itaú Unibanco). */
export async function bankAccount(api: Api, index = 0): Promise<any> {
  return (await listAll(api, '/bank-accounts'))[index];
}

export interface EntryRefs {
  personId: string;
  revenueCategoryId: string;
  expenseCategoryId: string;
  bankAccountId: string;
}

/** A person, a revenue and an expense category and a bank account of the tenant. */
export async function entryRefs(api: Api): Promise<EntryRefs> {
  const [person, revenue, expense, account] = await Promise.all([
    createPerson(api),
    category(api, '1.01.001'),
    category(api, '2.01.001'),
    bankAccount(api),
  ]);
  return { personId: person.id, revenueCategoryId: revenue.id, expenseCategoryId: expense.id, bankAccountId: account.id };
}

export function entryBody(refs: EntryRefs, fields: Record<string, unknown> = {}): Record<string, unknown> {
  const expense = fields.typeCategory === 'EXPENSE';
  return {
    personId: refs.personId,
    title: 'Mensalidade de consultoria',
    typeCategory: 'REVENUE',
    originalAmount: 1500,
    originalDueDate: '2030-01-10',
    financialCategoryId: expense ? refs.expenseCategoryId : refs.revenueCategoryId,
    bankAccountId: refs.bankAccountId,
    ...fields,
  };
}

export function createEntry(api: Api, refs: EntryRefs, fields: Record<string, unknown> = {}) {
  return created(api.post('/financial-entries', entryBody(refs, fields)), 'financial entry');
}
