// The typed client in a few lines (docs/integrators.md, "Quick start").
//
//   npm run build
//   BIZAPI_BASE_URL=http://localhost:3000/external/v1 BIZAPI_API_KEY=bizextapi_ak_… BIZAPI_SECRET=… \
//     node examples/client-quickstart.mjs
//
// Signs in, creates a person, lists every person by cursor and prints what it did.
import { ApiRequestError, createBizApiClient } from '@bizapi/client';

const api = createBizApiClient({
  baseUrl: process.env.BIZAPI_BASE_URL ?? 'http://localhost:3000/external/v1',
  apiKey: process.env.BIZAPI_API_KEY,
  secret: process.env.BIZAPI_SECRET,
  onRetry: ({ method, url, status, delayMs }) =>
    console.error(`retrying ${method} ${url} after ${status ?? 'a network error'} in ${delayMs} ms`),
});

// A write carries an Idempotency-Key of its own, reused if the client has to retry it.
const { data: person, error } = await api.POST('/persons', { body: { name: 'Maria Oliveira', personType: 'INDIVIDUAL' } });
if (error) throw new Error(`POST /persons refused: ${error.message}`);
console.log(`created person ${person.id}`);

let count = 0;
try {
  for await (const record of api.listAll('/persons', { orderBy: 'name', order: 'ASC', limit: 100 })) {
    count++;
    if (record.id === person.id) console.log(`found ${record.name} in the list`);
  }
} catch (failure) {
  if (failure instanceof ApiRequestError) console.error(`list refused: ${failure.code} (request ${failure.requestId})`);
  throw failure;
}
console.log(`listed ${count} persons`);
