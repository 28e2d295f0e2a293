import { newId } from '@bizapi/runtime';
import { arrayContains, equals, idEquals, textSearch } from './filters';

function sql(where: (value: string, bind: (value: unknown) => string, column: (property: string) => string) => string | null, value: string) {
  const values: unknown[] = [];
  const text = where(value, (bound) => `$${values.push(bound)}`, (property) => `t."${property}"`);
  return { text, values };
}

describe('list filters', () => {
  it('compares an id filter as a parameter, and matches nothing for a value that cannot be an id', () => {
    const id = newId();
    expect(sql(idEquals('dealId').where, id)).toEqual({ text: 't."dealId" = $1', values: [id] });
    expect(sql(idEquals('dealId').where, "x' OR 1=1 --").text).toBeNull();
  });

  it('binds every value, never writing it into the SQL text', () => {
    expect(sql(equals('status').where, "NEW'; DROP TABLE leads; --")).toEqual({ text: 't."status" = $1', values: ["NEW'; DROP TABLE leads; --"] });
    expect(sql(arrayContains('classifications', ['CUSTOMER']).where, 'CUSTOMER')).toEqual({ text: '$1 = ANY(t."classifications")', values: ['CUSTOMER'] });
  });

  it('searches every property with one escaped pattern, plus what the collection adds for special shapes', () => {
    const search = textSearch(['name', 'socialName'], (value, bind, column) => (/^\d+$/.test(value) ? `${column('documentNumber')} LIKE ${bind(value)}` : null));
    expect(sql(search.where, '50%_off')).toEqual({ text: '(t."name" ILIKE $1 OR t."socialName" ILIKE $1)', values: ['%50\\%\\_off%'] });
    expect(sql(search.where, '123')).toEqual({ text: '(t."name" ILIKE $1 OR t."socialName" ILIKE $1 OR t."documentNumber" LIKE $2)', values: ['%123%', '123'] });
  });
});
