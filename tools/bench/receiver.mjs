// A webhook receiver for the delivery benchmark, in its own process: answers
// 200 at once (500 on paths under /fail, a customer's broken endpoint) and
// records, per delivery, its path, the event's own timestamp, when the
// first attempt arrived and the name in the event's data.
import { createServer } from 'node:http';

const firstArrival = new Map();
let requests = 0;

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    requests++;
    const receivedAt = Date.now();
    const key = `${request.url} ${request.headers['x-webhook-id']}`;
    if (!firstArrival.has(key)) {
      const { timestamp, data } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      firstArrival.set(key, { path: request.url, receivedAt, latencyMs: receivedAt - Date.parse(timestamp), name: data?.name });
    }
    if (request.url.startsWith('/fail')) response.writeHead(500).end('broken');
    else response.writeHead(200).end('ok');
  });
});
server.keepAliveTimeout = 60_000;

process.on('message', (message) => {
  if (message === 'stats') {
    process.send({ requests, deliveries: [...firstArrival.values()] });
  } else if (message?.statsOf) {
    // Only the deliveries to paths starting with `statsOf`, and how many others there were.
    const all = [...firstArrival.values()];
    const deliveries = all.filter((delivery) => delivery.path.startsWith(message.statsOf));
    process.send({ requests, deliveries, others: all.length - deliveries.length });
  } else if (message === 'reset') {
    firstArrival.clear();
    requests = 0;
    process.send({ reset: true });
  }
});

server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
