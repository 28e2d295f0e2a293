// nats-core's parser, for a message that does not fit in one socket read, copies the part it has
// into a buffer of that size and doubles it as the rest comes: a large reply (a busy ledger) made
// several buffers, each copying the last, and a final view that kept the largest, about twice the
// message, alive. The message's size is known from its header, so the bundles' copy of the parser
// makes the buffer that size once (docs/benchmarks-history.md, "Resident memory").
'use strict';

const SPLIT_MESSAGE_BUFFER = 'this.msgBuf = new denobuffer_1.DenoBuffer(buf.subarray(this.as));';
const SIZED_MESSAGE_BUFFER =
  'this.msgBuf = new denobuffer_1.DenoBuffer(); this.msgBuf.grow(this.ma.size); this.msgBuf.reset(); this.msgBuf.write(buf.subarray(this.as));';

/** parser.js's text with the sized buffer; throws if a release of the package changed the line, rather than bundling the old way unnoticed. */
function sizeMessageBuffer(parserSource, path = 'parser.js') {
  if (!parserSource.includes(SPLIT_MESSAGE_BUFFER)) throw new Error(`${path}: the message buffer's line changed (tools/bundle/nats-message-buffer.cjs)`);
  return parserSource.replace(SPLIT_MESSAGE_BUFFER, SIZED_MESSAGE_BUFFER);
}

module.exports = { sizeMessageBuffer };
