// nats-core's parser, for a message that does not fit in one socket read, copies the part it has
// into a buffer of that size and doubles it as the rest comes: a 1 MB reply (a busy ledger) made
// ~3.5 MB of ArrayBuffers, ~1.6 MB copied for nothing, and a final view that kept a 1.9 MB buffer
// alive. The message's size is known from its header, so the bundles' copy of the parser makes the
// buffer that size once (docs/benchmarks-history.md, "A large NATS message read into one buffer").
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
