// The baseline: node:http and a pg pool, no framework, no auth, no NATS,
// answering the same reads with the same SQL and the same JSON shapes as
// people-crm. Started as its own process by run.mjs.
//   /external/v1/persons/:id           get by id
//   /external/v1/persons?limit=N       a page and its count (the list before the collection kit)
//   /external/v1/persons-page?limit=N  a page alone, no count: the lists part's baseline
//                                      (the least any list can do)
//   POST /external/v1/persons          the person and its outbox event in one transaction, the
//                                      record answered (the drain part's baseline for writes)
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

// WRITE_SCHEMA: where POST writes (the drain part gives it a copy of people_crm's two tables, so no relay publishes them).
const { DATABASE_URL, PORT, COMPANY_ID, POOL_SIZE = '10', WRITE_SCHEMA = 'people_crm' } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: Number(POOL_SIZE) });

const COLUMNS = `id, name, social_name, document_number, person_type, email, phone, genre, country, classifications, tags,
  address_street, address_number, address_complement, address_neighborhood, address_city, address_state, address_zip_code,
  address_country, is_active, created_at, updated_at`;

const record = (row) => ({
  id: row.id,
  name: row.name,
  socialName: row.social_name,
  documentNumber: row.document_number,
  personType: row.person_type,
  email: row.email,
  phone: row.phone,
  genre: row.genre,
  country: row.country,
  classifications: row.classifications,
  tags: row.tags,
  isActive: row.is_active,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const detail = (row) => ({
  ...record(row),
  address: {
    street: row.address_street,
    number: row.address_number,
    complement: row.address_complement,
    neighborhood: row.address_neighborhood,
    city: row.address_city,
    state: row.address_state,
    zipCode: row.address_zip_code,
    country: row.address_country,
  },
});

const send = (response, status, body) => {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
};

/** The body of a request, parsed as JSON. */
async function jsonBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** What people-crm's create commits, without its checks: the row, and the event in the same transaction. */
async function createPerson(request, response) {
  const body = await jsonBody(request);
  if (typeof body.name !== 'string' || typeof body.personType !== 'string') return send(response, 400, { message: 'VALIDATION_ERROR' });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query({
      name: 'person-insert',
      text: `INSERT INTO ${WRITE_SCHEMA}.persons (id, company_id, name, person_type) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      values: [randomUUID(), COMPANY_ID, body.name, body.personType],
    });
    const person = detail(rows[0]);
    await client.query({
      name: 'outbox-insert',
      text: `INSERT INTO ${WRITE_SCHEMA}.outbox_events (event_id, company_id, event, payload) VALUES ($1, $2, $3, $4)`,
      values: [randomUUID(), COMPANY_ID, 'person.created', JSON.stringify({ event: 'person.created', companyId: COMPANY_ID, data: person })],
    });
    await client.query('COMMIT');
    send(response, 201, person);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

createServer(async (request, response) => {
  try {
    const url = new URL(request.url, 'http://x');
    if (request.method === 'POST') return await createPerson(request, response);
    const [, , , collection, id] = url.pathname.split('/');
    if (collection === 'persons-page') {
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const page = await pool.query({
        name: 'persons-page-only',
        text: `SELECT ${COLUMNS} FROM people_crm.persons WHERE company_id = $1 AND is_active ORDER BY created_at DESC, id DESC LIMIT $2`,
        values: [COMPANY_ID, limit],
      });
      return send(response, 200, { data: page.rows.map(record), meta: { page: 1, limit } });
    }
    if (id) {
      const { rows } = await pool.query({
        name: 'person-by-id',
        text: `SELECT ${COLUMNS} FROM people_crm.persons WHERE company_id = $1 AND id = $2 AND is_active`,
        values: [COMPANY_ID, id],
      });
      return rows.length ? send(response, 200, detail(rows[0])) : send(response, 404, { message: 'RESOURCE_NOT_FOUND' });
    }
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const [page, count] = await Promise.all([
      pool.query({
        name: 'persons-page',
        text: `SELECT ${COLUMNS} FROM people_crm.persons WHERE company_id = $1 AND is_active ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET 0`,
        values: [COMPANY_ID, limit],
      }),
      pool.query({ name: 'persons-count', text: 'SELECT count(*)::int AS total FROM people_crm.persons WHERE company_id = $1 AND is_active', values: [COMPANY_ID] }),
    ]);
    const total = count.rows[0].total;
    send(response, 200, { data: page.rows.map(record), meta: { total, page: 1, limit, totalPages: Math.ceil(total / limit) } });
  } catch (error) {
    send(response, 500, { message: String(error) });
  }
}).listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
