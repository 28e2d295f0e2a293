import { lineCents } from '@bizapi/conventions';
import type { LedgerHead, LedgerLineRow } from './ledger-lines';
import { apiDate } from './report-queries.dto';

/**
 * The ledger's answer written as UTF-8 JSON bytes straight from its rows:
 * the very bytes JSON.stringify of the answer's object would give once
 * encoded (checked against it, ledger-json.spec.ts), without the 5,000 entry
 * objects, the whole answer as a string and its UTF-8 encoding, which together were the
 * largest share of the accounting service's CPU on a busy month
 * (docs/benchmarks-history.md, "Accounting reports"). Bytes are
 * written one by one into a buffer (no string is built per line), and
 * amounts from integer cents as JavaScript prints `cents / 100`.
 */
export function ledgerJson({ account, previousCents, side }: LedgerHead, lines: LedgerLineRow[], financialEntries: boolean): Buffer {
  const out = new ByteWriter(lines.length * (financialEntries ? 200 : 150) + 512);
  // The account's name may hold any text: JSON.stringify escapes it, Buffer.from encodes it.
  out.raw(Buffer.from(`{"account":${JSON.stringify(account)},"previousBalance":`, 'utf8'));
  out.amount(previousCents);
  out.ascii(',"entries":[');
  let running = previousCents;
  // The lines come by date: each day's opening of an entry is encoded once and copied.
  let day = '';
  let opening = new Uint8Array(0);
  for (let i = 0; i < lines.length; i++) {
    const [lineDay, description, type, amount, financialEntryId] = lines[i];
    const cents = lineCents(amount);
    const debit = type === 'DEBIT' ? cents : 0;
    const credit = type === 'CREDIT' ? cents : 0;
    running += side * (debit - credit);
    if (lineDay !== day) {
      day = lineDay;
      opening = Buffer.from(`,{"date":${JSON.stringify(apiDate(day))},"description":`, 'utf8');
    }
    // The most a line can take: its fixed text and numbers (~200 bytes), and 6 bytes per UTF-16 unit of description.
    out.reserve(256 + description.length * 6);
    out.raw(i === 0 ? opening.subarray(1) : opening);
    out.string(description);
    out.raw(DEBIT);
    out.amount(debit);
    out.raw(CREDIT);
    out.amount(credit);
    out.raw(RUNNING_BALANCE);
    out.amount(running);
    if (financialEntries) {
      out.raw(FINANCIAL_ENTRY_ID);
      if (financialEntryId == null) out.raw(NULL);
      else out.string(financialEntryId);
    }
    out.byte(0x7d /* } */);
  }
  out.ascii('],"finalBalance":');
  out.amount(running);
  out.byte(0x7d /* } */);
  return out.bytes();
}

const DEBIT = Buffer.from(',"debit":');
const CREDIT = Buffer.from(',"credit":');
const RUNNING_BALANCE = Buffer.from(',"runningBalance":');
const FINANCIAL_ENTRY_ID = Buffer.from(',"financialEntryId":');
const NULL = Buffer.from('null');

/** JSON's escapes of the ASCII controls, quote and backslash, as JSON.stringify writes them (other controls: \u00XX). */
const SHORT_ESCAPES: Record<number, string> = { 0x08: '\\b', 0x09: '\\t', 0x0a: '\\n', 0x0c: '\\f', 0x0d: '\\r', 0x22: '\\"', 0x5c: '\\\\' };
/** Cents whose `cents / 100` has at most 15 significant digits: JavaScript prints exactly their decimal, trailing zeros dropped. */
const EXACT_CENTS = 1e15;

/** A growing buffer of bytes written in JavaScript (no call into the runtime per piece). */
class ByteWriter {
  private buffer: Buffer;
  private length = 0;

  constructor(capacity: number) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }

  /** Room for `size` more bytes. */
  reserve(size: number): void {
    if (this.length + size <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + size));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  /** Bytes as they are: copied in JavaScript, cheaper than a call into the runtime for a few dozen bytes. */
  raw(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  byte(value: number): void {
    if (this.length === this.buffer.length) this.reserve(1);
    this.buffer[this.length++] = value;
  }

  /** Text known to be ASCII that needs no escaping (the fixed parts, dates, numbers). */
  ascii(text: string): void {
    this.reserve(text.length);
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < text.length; i++) buffer[at++] = text.charCodeAt(i);
    this.length = at;
  }

  /** A JSON string, quoted and escaped as JSON.stringify does (lone surrogates as \udXXX), in UTF-8. */
  string(text: string): void {
    this.reserve(2 + text.length * 6);
    const buffer = this.buffer;
    let at = this.length;
    buffer[at++] = 0x22;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x20 && code < 0x80 && code !== 0x22 && code !== 0x5c) {
        buffer[at++] = code;
      } else if (code < 0x80) {
        const escape = SHORT_ESCAPES[code] ?? `\\u00${code.toString(16).padStart(2, '0')}`;
        for (let k = 0; k < escape.length; k++) buffer[at++] = escape.charCodeAt(k);
      } else if (code < 0x800) {
        buffer[at++] = 0xc0 | (code >> 6);
        buffer[at++] = 0x80 | (code & 0x3f);
      } else if (code < 0xd800 || code > 0xdfff) {
        buffer[at++] = 0xe0 | (code >> 12);
        buffer[at++] = 0x80 | ((code >> 6) & 0x3f);
        buffer[at++] = 0x80 | (code & 0x3f);
      } else {
        const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          const point = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          buffer[at++] = 0xf0 | (point >> 18);
          buffer[at++] = 0x80 | ((point >> 12) & 0x3f);
          buffer[at++] = 0x80 | ((point >> 6) & 0x3f);
          buffer[at++] = 0x80 | (point & 0x3f);
          i++;
        } else {
          const escape = `\\u${code.toString(16)}`;
          for (let k = 0; k < escape.length; k++) buffer[at++] = escape.charCodeAt(k);
        }
      }
    }
    buffer[at++] = 0x22;
    this.length = at;
  }

  /** An amount of `cents` as JSON.stringify writes `cents / 100` (one zero, no trailing zeros). */
  amount(cents: number): void {
    if (cents === 0) return this.byte(0x30);
    if (!(Math.abs(cents) < EXACT_CENTS)) return this.ascii(String(cents / 100));
    this.reserve(20);
    const buffer = this.buffer;
    let at = this.length;
    if (cents < 0) {
      buffer[at++] = 0x2d; // -
      cents = -cents;
    }
    const fraction = cents % 100;
    let whole = (cents - fraction) / 100;
    // The whole part's digits, written backwards after counting them.
    let digits = 1;
    for (let rest = whole; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    for (let k = at + digits - 1; k >= at; k--) {
      const digit = whole % 10;
      buffer[k] = 0x30 + digit;
      whole = (whole - digit) / 10;
    }
    at += digits;
    if (fraction !== 0) {
      buffer[at++] = 0x2e; // .
      const tenths = (fraction - (fraction % 10)) / 10;
      buffer[at++] = 0x30 + tenths;
      if (fraction % 10) buffer[at++] = 0x30 + (fraction % 10);
    }
    this.length = at;
  }
}
