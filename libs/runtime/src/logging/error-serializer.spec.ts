import { QueryFailedError } from 'typeorm';
import { serializeError } from './error-serializer';

const EMAIL = 'marker.7f3a@example.com';
const TAX_ID = '52998224725';

/** What PostgreSQL answers when a unique index refuses a row. */
function uniqueViolation(): Error & Record<string, unknown> {
  return Object.assign(new Error('duplicate key value violates unique constraint "persons_company_email_idx"'), {
    code: '23505',
    severity: 'ERROR',
    detail: `Key (company_id, email)=(5b1e…, ${EMAIL}) already exists.`,
    constraint: 'persons_company_email_idx',
    table: 'persons',
    schema: 'people_crm',
  });
}

describe('serializeError', () => {
  it('drops the parameters and the detail of a failed query, keeping where it failed', () => {
    const error = new QueryFailedError('INSERT INTO persons (email, tax_id) VALUES ($1, $2)', [EMAIL, TAX_ID], uniqueViolation());
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain(TAX_ID);
    expect(serializeError(error)).toMatchObject({
      type: 'QueryFailedError',
      code: '23505',
      constraint: 'persons_company_email_idx',
      table: 'persons',
      query: 'INSERT INTO persons (email, tax_id) VALUES ($1, $2)',
    });
  });

  it('blanks the values PostgreSQL quotes in its messages', () => {
    const error = Object.assign(new Error(`invalid input syntax for type uuid: "${TAX_ID}"`), { code: '22P02', severity: 'ERROR' });
    const logged = serializeError(error) as { message: string; stack: string };
    expect(logged.message).toBe('invalid input syntax for type uuid: "…"');
    expect(logged.stack).not.toContain(TAX_ID);
  });

  it('leaves other errors as pino serializes them', () => {
    const error = new TypeError('boom');
    expect(serializeError(error)).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(serializeError('not an error')).toBe('not an error');
  });
});
