// The order `npm test` runs its files in. Jest runs the longest first when its
// cache knows their times, which a clean clone's (CI's) does not: it then goes
// by file size, and a short file that builds a scratch workspace or starts a
// system of its own (two to three minutes) ran last, alone on one worker while
// the other stood idle. Without a recorded time, this estimates one from what
// the file does.
const { readFileSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

/** What makes a file long, by the words its source uses, with the seconds it adds (each time, for the contract). */
const COSTLY = [
  { words: /scratchWorkspace\(/g, seconds: 150 }, // copies and rebuilds the workspace, then starts a stack from the copy
  { words: /startDedicatedStack\(/g, seconds: 60 }, // a system of its own: eight processes to start and stop
  { words: /\bnpm\(\[['"]pack/g, seconds: 60 }, // packs and installs a package
  { words: /spawn|execFile/g, seconds: 20 }, // runs programs (migrations, a client) that each load an app
  { words: /cli-runner'/g, seconds: 60 }, // runs the operator CLI, each command a process loading the app
  { words: /describeCollectionContract\(/g, seconds: 20, each: true }, // the shared contract: dozens of companies and requests
];

function estimatedSeconds(path, size) {
  if (!path.includes('.integration-spec.')) return size / 20_000; // pure logic: fractions of a second
  let source = '';
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    return size / 1_000;
  }
  return COSTLY.reduce((total, { words, seconds, each }) => {
    const found = source.match(words)?.length ?? 0;
    return total + seconds * (each ? found : Math.min(found, 1));
  }, size / 1_000);
}

class CostFirstSequencer extends Sequencer {
  sort(tests) {
    const estimates = new Map(
      tests.map((test) => {
        const recordedMs = this.time(test);
        return [test, recordedMs === undefined ? estimatedSeconds(test.path, test.context.hasteFS.getSize(test.path) ?? 0) : recordedMs / 1000];
      }),
    );
    const seconds = (test) => estimates.get(test);
    // Failed last time first (as Jest does), then the longest.
    return [...tests].sort((a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || seconds(b) - seconds(a));
  }
}

module.exports = CostFirstSequencer;
