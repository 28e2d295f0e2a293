// `BENCH_ONLY=lists`: lists at a million rows. A company of BENCH_BIG_PERSONS
// persons beside another of the same size, loaded by SQL, then through the
// gateway: the first page (against the plain server's page without a count),
// a deep page by OFFSET, a page by cursor half-way down, and POST /persons
// into the big company. See docs/benchmarks.md.
import pg from 'pg';
import { CONNECTIONS, DURATION_S, log, measure, problems, settle } from './measure.mjs';

export const BIG_PERSONS = Number(process.env.BENCH_BIG_PERSONS ?? 1_000_000);
/** autocannon's per-request timeout, above the gateway's 10 s RPC timeout so its 504 is what counts. */
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 30);
/** Rows per INSERT … SELECT. */
const BATCH = 50_000;
/** The deep OFFSET page: page 1000 of 100 at a million rows (offset 99,900), the same depth (10 %) at other sizes. */
const DEEP_PAGE = Math.max(1, Math.round((BIG_PERSONS * 0.1) / 100));
/** How far down the cursor page is: 500,000 at a million rows (half-way). */
const CURSOR_DEPTH = Math.max(100, Math.floor(BIG_PERSONS / 2 / 100) * 100);
/** Created-at values spread over this many days, ending a day ago. */
const SPAN_DAYS = 3 * 365;

const FIRST_NAMES = [
  'Ana', 'Álvaro', 'Beatriz', 'Bruno', 'Camila', 'Carlos', 'Cecília', 'Daniel', 'Débora', 'Eduardo', 'Elaine', 'Érica', 'Fábio', 'Fernanda',
  'Gabriel', 'Giovana', 'Gustavo', 'Helena', 'Heitor', 'Igor', 'Isabela', 'Ítalo', 'João', 'Joana', 'José', 'Juliana', 'Larissa', 'Leonardo',
  'Letícia', 'Lucas', 'Luíza', 'Marcelo', 'Maria', 'Mariana', 'Mateus', 'Natália', 'Nicolas', 'Otávio', 'Patrícia', 'Paulo', 'Pedro',
  'Rafael', 'Raquel', 'Renata', 'Ricardo', 'Rodrigo', 'Sabrina', 'Samuel', 'Sérgio', 'Sofia', 'Tatiana', 'Thiago', 'Úrsula', 'Valéria',
  'Vinícius', 'Vitória', 'Wagner', 'Yasmin', 'Zeca', 'Zuleica', 'ana', 'Ângela', 'Öscar', 'Ñuño',
];
const SURNAMES = [
  'Almeida', 'Alves', 'Andrade', 'Araújo', 'Azevedo', 'Barbosa', 'Barros', 'Batista', 'Borges', 'Brandão', 'Cardoso', 'Carvalho', 'Castro',
  'Conceição', 'Correia', 'Costa', 'Cunha', 'Dias', 'Duarte', 'Esteves', 'Farias', 'Fernandes', 'Ferreira', 'Figueiredo', 'Fonseca', 'Freitas',
  'Garcia', 'Gomes', 'Gonçalves', 'Guimarães', 'Lima', 'Lopes', 'Macedo', 'Machado', 'Magalhães', 'Marques', 'Martins', 'Medeiros', 'Melo',
  'Mendes', 'Miranda', 'Monteiro', 'Moraes', 'Moreira', 'Moura', 'Nascimento', 'Neves', 'Nogueira', 'Nunes', 'Oliveira', 'Pacheco', 'Pereira',
  'Pinheiro', 'Pinto', 'Queiroz', 'Ramos', 'Reis', 'Ribeiro', 'Rocha', 'Rodrigues', 'Sampaio', 'Santana', 'Santos', 'Silva', 'Siqueira',
  'Soares', 'Sousa', 'Souza', 'Tavares', 'Teixeira', 'Toledo', 'Vasconcelos', 'Vieira', 'Xavier', 'de Souza', 'da Silva', "D'Ávila", 'Ávila',
];
const COMPANY_SUFFIXES = ['Ltda', 'ME', 'S.A.', 'Comércio Ltda', 'Serviços Ltda', 'Tecnologia S.A.', 'Distribuidora Ltda', 'Indústria e Comércio', 'EIRELI', 'Consultoria'];
const CITIES = [
  ['São Paulo', 'SP'], ['Rio de Janeiro', 'RJ'], ['Belo Horizonte', 'MG'], ['Curitiba', 'PR'], ['Porto Alegre', 'RS'], ['Salvador', 'BA'],
  ['Recife', 'PE'], ['Fortaleza', 'CE'], ['Brasília', 'DF'], ['Goiânia', 'GO'], ['Manaus', 'AM'], ['Belém', 'PA'], ['Florianópolis', 'SC'],
  ['Campinas', 'SP'], ['Vitória', 'ES'], ['Natal', 'RN'],
];
const CLASSIFICATIONS = ['{CUSTOMER}', '{SUPPLIER}', '{LEAD}', '{PARTNER}', '{CUSTOMER,PARTNER}', '{}'];

/**
 * One batch of a company's persons, rows [from, to] of its sequence: about
 * 70 % individuals ("Maria Souza Lima"), 30 % companies ("Silva Ramos
 * Ltda"), names from accented Brazilian first names and surnames so a name
 * order means something; ~3 % inactive; 60 % with a document number (unique
 * per company, as the unique index wants); created_at evenly spread over
 * the span (row n at start + n × step), updated_at up to a month later; ids
 * uuid v7-shaped from created_at, so they are time-ordered as the service's are.
 * Every per-row choice comes from the bytes of md5(company, n): the same
 * data on every run, no random().
 */
const INSERT_BATCH = `
  INSERT INTO people_crm.persons (id, company_id, name, social_name, document_number, person_type, email, phone, genre, country,
    classifications, tags, address_street, address_number, address_neighborhood, address_city, address_state, address_zip_code,
    address_country, is_active, created_at, updated_at)
  SELECT
    (lpad(to_hex((extract(epoch FROM r.created_at) * 1000)::bigint), 12, '0') || '7' || substr(r.h, 1, 3) || '8' || substr(r.h, 4, 15))::uuid,
    $1::uuid,
    CASE WHEN r.individual THEN r.first || ' ' || r.surname1 || ' ' || r.surname2 ELSE r.surname1 || ' ' || r.surname2 || ' ' || r.suffix END,
    CASE WHEN NOT r.individual AND get_byte(r.d, 9) < 128 THEN r.surname1 || ' ' || r.suffix END,
    CASE WHEN get_byte(r.d, 10) < 154 THEN lpad(r.n::text, CASE WHEN r.individual THEN 11 ELSE 14 END, '0') END,
    CASE WHEN r.individual THEN 'INDIVIDUAL' ELSE 'COMPANY' END,
    lower(translate(r.first, 'ÁÂÃÉÊÍÓÔÕÖÚÑáâãéêíóôõúçñ', 'AAAEEIOOOOUNaaaeeiooouCn')) || '.' || r.n || '@example.com',
    '+55' || (11 + get_byte(r.d, 11) % 89) || '9' || lpad((r.n % 100000000)::text, 8, '0'),
    CASE WHEN r.individual THEN (ARRAY['MALE', 'FEMALE', 'OTHER'])[1 + get_byte(r.d, 12) % 3] END,
    'BR',
    ($5::text[])[1 + get_byte(r.d, 13) % cardinality($5::text[])]::text[],
    CASE WHEN get_byte(r.d, 14) < 64 THEN ARRAY['vip'] ELSE '{}' END,
    'Rua ' || r.surname2, (1 + r.n % 2000)::text, 'Centro',
    ($6::text[])[1 + get_byte(r.d, 15) % cardinality($6::text[])],
    ($7::text[])[1 + get_byte(r.d, 15) % cardinality($7::text[])],
    lpad((r.n % 100000000)::text, 8, '0'),
    'BR',
    get_byte(r.d, 8) >= 8,
    r.created_at,
    GREATEST(r.created_at, LEAST(r.created_at + get_byte(r.d, 7) * interval '3 hours', now() - interval '1 day'))
  FROM (
    SELECT g.n, g.h, g.d, g.created_at,
      get_byte(g.d, 6) >= 77 AS individual,
      ($9::text[])[1 + (get_byte(g.d, 0) * 256 + get_byte(g.d, 1)) % cardinality($9::text[])] AS first,
      ($10::text[])[1 + (get_byte(g.d, 2) * 256 + get_byte(g.d, 3)) % cardinality($10::text[])] AS surname1,
      ($10::text[])[1 + (get_byte(g.d, 4) * 256 + get_byte(g.d, 5)) % cardinality($10::text[])] AS surname2,
      ($11::text[])[1 + get_byte(g.d, 7) % cardinality($11::text[])] AS suffix
    FROM (
      SELECT s.n, md5($1::text || ':' || s.n) AS h, decode(md5($1::text || ':' || s.n), 'hex') AS d,
        $4::timestamptz + s.n * $8::bigint * interval '1 millisecond' AS created_at
      FROM generate_series($2::bigint, $3::bigint) AS s(n)
    ) g
  ) r`;

/** Loads `count` persons of one company, in batches, on its own connection. */
async function loadCompany(databaseUrl, companyId, count, startIso, stepMs) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A bulk load: durability of each batch's commit does not matter (the database is this run's).
    await client.query('SET synchronous_commit = off');
    for (let from = 0; from < count; from += BATCH) {
      const to = Math.min(count, from + BATCH) - 1;
      await client.query(INSERT_BATCH, [
        companyId,
        from,
        to,
        startIso,
        CLASSIFICATIONS,
        CITIES.map(([city]) => city),
        CITIES.map(([, state]) => state),
        stepMs,
        FIRST_NAMES,
        SURNAMES,
        COMPANY_SUFFIXES,
      ]);
    }
  } finally {
    await client.end();
  }
}

/**
 * The collection kit's exact list totals: one counter per company and
 * collection (in stripes), counting active rows. Rows written by SQL, as
 * here, bypass the service, so the bench writes the counter itself. Adds
 * the difference between the active rows and what the counter already
 * holds, so it is right whether the counter started empty or something (a
 * trigger) already counted the inserted rows. Does nothing while the table
 * does not exist (code before the kit). Returns whether it wrote.
 */
export async function writeCollectionCount(client, companyId) {
  const { rows } = await client.query(`SELECT to_regclass('people_crm.collection_counts') IS NOT NULL AS present`);
  if (!rows[0].present) return false;
  await client.query(
    `INSERT INTO people_crm.collection_counts (company_id, collection, stripe, active_count)
     SELECT $1::uuid, 'persons', 0,
       (SELECT count(*) FILTER (WHERE is_active) FROM people_crm.persons WHERE company_id = $1)
       - (SELECT coalesce(sum(active_count), 0) FROM people_crm.collection_counts WHERE company_id = $1 AND collection = 'persons')
     ON CONFLICT (company_id, collection, stripe) DO UPDATE SET active_count = collection_counts.active_count + EXCLUDED.active_count`,
    [companyId],
  );
  return true;
}

/** Both companies' rows, the counters, VACUUM ANALYZE; what each step took. */
export async function loadBigCompanies(databaseUrl, companyIds) {
  const stepMs = Math.max(1, Math.floor((SPAN_DAYS * 86_400_000) / BIG_PERSONS));
  const start = new Date(Date.now() - 86_400_000 - BIG_PERSONS * stepMs);
  const timings = {};
  let started = Date.now();
  log(`loading ${BIG_PERSONS.toLocaleString('en')} persons into each of ${companyIds.length} companies by SQL (batches of ${BATCH.toLocaleString('en')})`);
  // One connection per company, in parallel: the other company's rows interleave in time (half a step later).
  await Promise.all(companyIds.map((id, i) => loadCompany(databaseUrl, id, BIG_PERSONS, new Date(start.getTime() + (i * stepMs) / companyIds.length).toISOString(), stepMs)));
  timings.insertSeconds = (Date.now() - started) / 1000;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    started = Date.now();
    let counted = false;
    for (const id of companyIds) counted = (await writeCollectionCount(client, id)) || counted;
    timings.countersSeconds = (Date.now() - started) / 1000;
    timings.collectionCounts = counted ? 'written' : 'no people_crm.collection_counts table (code before the collection kit)';
    started = Date.now();
    await client.query(`SET maintenance_work_mem = '256MB'`);
    // Index-only scans need the visibility map; the planner needs statistics.
    await client.query('VACUUM ANALYZE people_crm.persons');
    timings.vacuumAnalyzeSeconds = (Date.now() - started) / 1000;
    const { rows } = await client.query(
      `SELECT company_id, count(*)::int AS rows, (count(*) FILTER (WHERE is_active))::int AS active FROM people_crm.persons WHERE company_id = ANY($1::uuid[]) GROUP BY company_id`,
      [companyIds],
    );
    const { rows: size } = await client.query(`SELECT pg_size_pretty(pg_total_relation_size('people_crm.persons')) AS size`);
    timings.tableSize = size[0].size;
    timings.totalSeconds = +(timings.insertSeconds + timings.countersSeconds + timings.vacuumAnalyzeSeconds).toFixed(1);
    log(
      `loaded in ${timings.totalSeconds} s (insert ${timings.insertSeconds} s, counters ${timings.countersSeconds} s, VACUUM ANALYZE ${timings.vacuumAnalyzeSeconds} s); ` +
        `persons table ${timings.tableSize}; collection_counts: ${timings.collectionCounts}`,
    );
    return { timings, active: Object.fromEntries(rows.map((row) => [row.company_id, row.active])) };
  } finally {
    await client.end();
  }
}

const COLUMNS = `id, name, social_name, document_number, person_type, email, phone, genre, country, classifications, tags,
  address_street, address_number, address_complement, address_neighborhood, address_city, address_state, address_zip_code,
  address_country, is_active, created_at, updated_at`;

/** EXPLAIN (ANALYZE, BUFFERS) of the list's SQL before the collection kit, at this size: the count, the first page, the deep OFFSET page. */
async function explainLists(client, companyId) {
  const statements = {
    count: [`SELECT count(*) FROM people_crm.persons WHERE company_id = $1 AND is_active`, [companyId]],
    firstPage: [`SELECT ${COLUMNS} FROM people_crm.persons WHERE company_id = $1 AND is_active ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 0`, [companyId]],
    deepPage: [
      `SELECT ${COLUMNS} FROM people_crm.persons WHERE company_id = $1 AND is_active ORDER BY created_at DESC, id DESC LIMIT 100 OFFSET $2`,
      [companyId, (DEEP_PAGE - 1) * 100],
    ],
  };
  const plans = {};
  for (const [name, [text, values]] of Object.entries(statements)) {
    await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values); // once to warm the cache, as the measured load does
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
    plans[name] = rows.map((row) => row['QUERY PLAN']);
    log(`EXPLAIN (ANALYZE, BUFFERS) ${name}:\n    ${plans[name].join('\n    ')}`);
  }
  return plans;
}

/** The list envelope with `length` rows and the company's active count as total. */
const listShape = (length, total) => (body) => {
  if (!Array.isArray(body?.data)) return `no data array: ${JSON.stringify(body).slice(0, 200)}`;
  if (body.data.length !== length) return `data has ${body.data.length} rows, expected ${length}`;
  if (total !== undefined && body.meta?.total !== total) return `meta.total ${body.meta?.total}, expected ${total}`;
  return null;
};

/**
 * Follows meta.nextCursor from the first page of `limit` rows until `depth`
 * rows lie behind it. Returns { cursor } or { unsupported } when the API
 * answers no nextCursor at all (code before the collection kit).
 */
async function cursorAt(get, depth, limit = 100) {
  let cursor;
  const started = Date.now();
  for (let seen = 0; seen < depth; seen += limit) {
    const { status, body } = await get(`/persons?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (status !== 200) throw new Error(`cursor walk at ${seen}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
    if (!cursor && body.meta?.nextCursor === undefined) return { unsupported: true };
    if (body.data.length !== limit) throw new Error(`cursor walk at ${seen}: ${body.data.length} rows, expected ${limit}`);
    if (!body.meta.nextCursor) throw new Error(`cursor walk: list ended at ${seen + body.data.length} rows, before ${depth}`);
    cursor = body.meta.nextCursor;
    if ((seen / limit) % 1000 === 999) log(`cursor walk: ${(seen + limit).toLocaleString('en')} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const seconds = (Date.now() - started) / 1000;
  return { cursor, walk: { pages: depth / limit, seconds, msPerPage: +((seconds * 1000 * limit) / depth).toFixed(1) } };
}

/**
 * The lists part. `companies` are three companies the operator created
 * ({ id, login() → auth headers }): the big one, measured; its neighbour of
 * the same size; an empty one for the writes reference. `startPlain`
 * starts plain-server.mjs for a company ({ url, stop() });
 * `measureWrites(headers, name)` measures POST /persons as a company.
 */
export async function listsBench({ stack, companies: [big, neighbour, reference], startPlain, measureWrites }) {
  const companies = [big, neighbour];
  const { timings, active } = await loadBigCompanies(
    stack.env.DATABASE_URL,
    companies.map((company) => company.id),
  );
  const total = active[big.id];
  const database = new pg.Client({ connectionString: stack.env.DATABASE_URL });
  await database.connect();
  const plain = await startPlain(big.id);
  try {
    const plans = process.env.BENCH_EXPLAIN === '0' ? undefined : await explainLists(database, big.id);
    const headers = await big.login();
    const base = new URL(stack.baseUrl).pathname;
    const get = async (path) => {
      const response = await fetch(`${stack.baseUrl}${path}`, { headers, signal: AbortSignal.timeout(TIMEOUT_S * 1000) });
      return { status: response.status, body: await response.json().catch(() => null) };
    };
    const quiet = () => settle(database);
    const options = { timeout: TIMEOUT_S, settle: quiet };
    const results = { persons: BIG_PERSONS, otherCompanyPersons: BIG_PERSONS, activePersons: total, connections: CONNECTIONS, durationSeconds: DURATION_S, load: timings };

    await quiet();
    results.plainFirstPage = await measure('plain GET /persons-page?limit=20 (page only, no count)', plain.url, {
      ...options,
      paths: [`${new URL(plain.url).pathname}/persons-page?limit=20`],
      check: listShape(20),
    });
    await quiet();
    results.gatewayFirstPage = await measure('gateway GET /persons?limit=20', stack.baseUrl, {
      ...options,
      headers,
      paths: [`${base}/persons?limit=20`],
      check: listShape(20, total),
    });
    results.ratioFirstPage = results.plainFirstPage.requestsPerSecond
      ? +(results.gatewayFirstPage.requestsPerSecond / results.plainFirstPage.requestsPerSecond).toFixed(3)
      : null;
    await quiet();
    results.deepPage = { page: DEEP_PAGE, offset: (DEEP_PAGE - 1) * 100 };
    Object.assign(
      results.deepPage,
      await measure(`gateway GET /persons?limit=100&page=${DEEP_PAGE}`, stack.baseUrl, {
        ...options,
        headers,
        paths: [`${base}/persons?limit=100&page=${DEEP_PAGE}`],
        check: listShape(100, total),
      }),
    );

    await quiet();
    log(`walking the list by cursor to depth ${CURSOR_DEPTH.toLocaleString('en')} (limit=100)`);
    const walked = await cursorAt(get, CURSOR_DEPTH).catch((error) => ({ error: String(error.message ?? error) }));
    if (walked.error) {
      log(`cursor page: ERROR ${walked.error}`);
      results.cursorPage = { depth: CURSOR_DEPTH, error: walked.error };
    } else if (walked.unsupported) {
      log('cursor page: n/a (no cursor support: meta.nextCursor absent)');
      results.cursorPage = { depth: CURSOR_DEPTH, unsupported: 'no cursor support (meta.nextCursor absent)' };
    } else {
      log(`cursor walk: ${walked.walk.pages} pages in ${walked.walk.seconds} s (${walked.walk.msPerPage} ms a page)`);
      // The cursor page must be the rows at that depth in the list's order.
      const { rows } = await database.query(
        `SELECT id FROM people_crm.persons WHERE company_id = $1 AND is_active ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET $2`,
        [big.id, CURSOR_DEPTH],
      );
      const first = await get(`/persons?limit=20&cursor=${encodeURIComponent(walked.cursor)}`);
      const expectedId = rows[0]?.id;
      const position = first.body?.data?.[0]?.id === expectedId ? 'right' : `wrong (first id ${first.body?.data?.[0]?.id}, expected ${expectedId})`;
      if (position !== 'right') log(`cursor page at depth ${CURSOR_DEPTH}: ${position}`);
      await quiet();
      results.cursorPage = {
        depth: CURSOR_DEPTH,
        walk: walked.walk,
        position,
        ...(await measure(`gateway GET /persons?limit=20&cursor=(depth ${CURSOR_DEPTH.toLocaleString('en')})`, stack.baseUrl, {
          ...options,
          headers,
          paths: [`${base}/persons?limit=20&cursor=${encodeURIComponent(walked.cursor)}`],
          check: listShape(20, total),
        })),
      };
    }

    // Writes last: they change the count the list checks expect. Into an
    // empty company (the reference) and into the big one, alternately
    // (reference, big, big, reference), so the machine's drift falls on both.
    const referenceHeaders = await reference.login();
    const bigName = `gateway POST /persons (company of ${BIG_PERSONS.toLocaleString('en')})`;
    const rounds = { reference: [], big: [] };
    for (const which of ['reference', 'big', 'big', 'reference']) {
      await quiet();
      rounds[which].push(
        await measureWrites(which === 'big' ? headers : referenceHeaders, which === 'big' ? bigName : 'gateway POST /persons (reference: a new, empty company)'),
      );
    }
    results.writesReference = combine(rounds.reference);
    results.gatewayCreatePerson = combine(rounds.big);
    results.writesRatio = results.writesReference.requestsPerSecond
      ? +(results.gatewayCreatePerson.requestsPerSecond / results.writesReference.requestsPerSecond).toFixed(2)
      : null;
    if (plans) results.plans = plans;
    return results;
  } finally {
    plain.stop();
    await database.end();
  }
}

/** Measurements of the same thing taken at different moments, as one: means, the worse p99, counts added; each kept in `rounds`. */
function combine(measurements) {
  const mean = (key) => (measurements.some((m) => m[key] === null) ? null : Math.round(measurements.reduce((sum, m) => sum + m[key], 0) / measurements.length));
  const add = (key) => measurements.reduce((sum, m) => sum + (m[key] ?? 0), 0);
  const statusCodes = {};
  for (const m of measurements) for (const [code, count] of Object.entries(m.statusCodes ?? {})) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    requestsPerSecond: mean('requestsPerSecond'),
    requests: add('requests'),
    cpuMicrosPerRequest: mean('cpuMicrosPerRequest'),
    p50Ms: mean('p50Ms'),
    p99Ms: Math.max(...measurements.map((m) => m.p99Ms)),
    non2xx: add('non2xx'),
    errors: add('errors'),
    timeouts: add('timeouts'),
    statusCodes,
    rounds: measurements,
  };
}

/** The lists table: figure, target, met; and loud lines for every measurement with errors. */
export function listsTable(l) {
  const n = (value) => (value === null || value === undefined ? '' : value);
  const verdict = (m, ok) => (problems(m) ? '**no (errors)**' : ok ? 'yes' : '**no**');
  const row = (name, m, ratio, target, met) => `| ${name} | ${n(m.requestsPerSecond)} | ${n(m.p50Ms)} | ${n(m.p99Ms)} | ${n(m.cpuMicrosPerRequest)} | ${ratio} | ${target} | ${met} |`;
  const size = l.persons.toLocaleString('en');
  const lines = [
    '',
    `| Lists: ${size} persons (${l.activePersons.toLocaleString('en')} active) beside another company of ${size} | req/s | p50 ms | p99 ms | CPU µs/request | vs plain | target | met |`,
    '|---|---:|---:|---:|---:|---:|---|---|',
    row('plain node:http + pg, first page of 20, no count', l.plainFirstPage, '1.00', '', problems(l.plainFirstPage) ? '**errors**' : ''),
    row(
      'gateway, GET /persons?limit=20',
      l.gatewayFirstPage,
      n(l.ratioFirstPage),
      'p99 < 50 ms, ≥ 0.5× plain',
      verdict(l.gatewayFirstPage, l.gatewayFirstPage.p99Ms < 50 && l.ratioFirstPage >= 0.5),
    ),
    row(`gateway, GET /persons?limit=100&page=${l.deepPage.page} (offset ${l.deepPage.offset.toLocaleString('en')})`, l.deepPage, '', 'p99 < 150 ms', verdict(l.deepPage, l.deepPage.p99Ms < 150)),
    l.cursorPage.unsupported || l.cursorPage.error
      ? `| gateway, GET /persons?limit=20&cursor= (depth ${l.cursorPage.depth.toLocaleString('en')}) | n/a | n/a | n/a | | | p99 < 50 ms | ${l.cursorPage.error ? '**no (error)**' : `n/a (${l.cursorPage.unsupported})`} |`
      : row(
          `gateway, GET /persons?limit=20&cursor= (depth ${l.cursorPage.depth.toLocaleString('en')})`,
          l.cursorPage,
          '',
          'p99 < 50 ms',
          l.cursorPage.position !== 'right' ? '**no (wrong rows)**' : verdict(l.cursorPage, l.cursorPage.p99Ms < 50),
        ),
    row('gateway, POST /persons into a new, empty company (reference; mean of 2)', l.writesReference, '', '', problems(l.writesReference) ? '**errors**' : ''),
    row(
      `gateway, POST /persons into the company of ${size} (mean of 2)`,
      l.gatewayCreatePerson,
      '',
      `≥ 0.9× reference (${n(l.writesRatio)}×)`,
      verdict(l.gatewayCreatePerson, l.writesRatio >= 0.9),
    ),
    '',
    `Loading: ${l.load.totalSeconds} s (insert ${l.load.insertSeconds} s, counters ${l.load.countersSeconds} s, VACUUM ANALYZE ${l.load.vacuumAnalyzeSeconds} s), table ${l.load.tableSize}; collection_counts: ${l.load.collectionCounts}.` +
      (l.cursorPage.walk ? ` Cursor walk to depth ${l.cursorPage.depth.toLocaleString('en')}: ${l.cursorPage.walk.seconds} s (${l.cursorPage.walk.msPerPage} ms a page of 100).` : ''),
  ];
  const failing = Object.entries({
    'plain first page': l.plainFirstPage,
    'gateway first page': l.gatewayFirstPage,
    'deep page': l.deepPage,
    'cursor page': l.cursorPage.unsupported || l.cursorPage.error ? undefined : l.cursorPage,
    'POST reference': l.writesReference,
    'POST big company': l.gatewayCreatePerson,
  })
    .map(([name, m]) => [name, problems(m)])
    .concat(l.cursorPage.error ? [['cursor walk', l.cursorPage.error]] : [])
    .filter(([, wrong]) => wrong);
  if (failing.length) {
    lines.push('', '**!!! THIS RUN HAD ERRORS — its figures are not comparable: !!!**', ...failing.map(([name, wrong]) => `- ${name}: ${wrong}`));
  }
  return { text: lines.join('\n'), failing };
}
