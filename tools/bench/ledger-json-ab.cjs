#!/usr/bin/env node
// `npm run -s build && node tools/bench/ledger-json-ab.cjs`: accounting's CPU per busy ledger (5,000 lines of
// the bench's shape) written two ways, one process per variant, alternated AB_ROUNDS times (default 3):
// `objects` as before d287def (an entry object per line, JSON.stringify, Buffer.from) and `bytes`
// (ledger-json.ts). CPU time includes the garbage collector; both answers must be the same bytes.
'use strict';
const { execFileSync } = require('node:child_process');
const { randomUUID } = require('node:crypto');

const LINES = 5000;
const RUNS = 300;

function child(variant) {
  require('reflect-metadata');
  const { lineCents, toAmount } = require('@bizapi/conventions');
  const { ledgerJson } = require('../../apps/accounting/dist/modules/reports/ledger-json.js');
  const descriptions = ['Venda à vista', 'Juros sobre aplicação', 'Pagamento a fornecedor', 'Recebimento de cliente'];
  const rows = Array.from({ length: LINES }, (_, i) => [
    `2026-10-${String(1 + Math.floor((i * 30) / LINES)).padStart(2, '0')}`,
    Buffer.from(descriptions[i % 4]).toString(),
    i % 3 ? 'DEBIT' : 'CREDIT',
    (((i * 7919) % 1_000_000) / 100).toFixed(2),
    i % 2 ? randomUUID() : null,
  ]);
  const head = { account: { id: randomUUID(), code: '1.1.1.02', name: 'Bancos Conta Movimento', accountType: 'ASSET' }, previousCents: 123456, side: 1 };
  // The former ledgerOf, then the reply serializer's JSON.stringify and UTF-8 encoding.
  const objects = () => {
    let running = head.previousCents;
    const entries = rows.map(([day, description, type, amount, financialEntryId]) => {
      const cents = lineCents(amount);
      const debit = type === 'DEBIT' ? cents : 0;
      const credit = type === 'CREDIT' ? cents : 0;
      running += head.side * (debit - credit);
      return { date: `${day}T00:00:00.000Z`, description, debit: toAmount(debit), credit: toAmount(credit), runningBalance: toAmount(running), financialEntryId: financialEntryId ?? null };
    });
    return Buffer.from(JSON.stringify({ account: head.account, previousBalance: toAmount(head.previousCents), entries, finalBalance: toAmount(running) }), 'utf8');
  };
  const bytes = () => ledgerJson(head, rows, true);
  if (!objects().equals(bytes())) throw new Error('the two ways write different bytes');
  const run = variant === 'objects' ? objects : bytes;
  for (let i = 0; i < 50; i++) run();
  const before = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) run();
  const used = process.cpuUsage(before);
  process.stdout.write(`${Math.round((used.user + used.system) / RUNS)}\n`);
}

if (process.argv[2]) {
  child(process.argv[2]);
} else {
  const rounds = Number(process.env.AB_ROUNDS ?? 3);
  const cpu = (variant) => Number(execFileSync(process.execPath, [__filename, variant], { encoding: 'utf8' }));
  for (let round = 1; round <= rounds; round++) {
    const [first, second] = round % 2 ? ['objects', 'bytes'] : ['bytes', 'objects'];
    const figures = { [first]: cpu(first), [second]: cpu(second) };
    console.log(`round ${round}: objects ${figures.objects} µs, bytes ${figures.bytes} µs per ledger (${(figures.bytes / figures.objects).toFixed(2)}×)`);
  }
}
