'use strict';
// Copies the docs page's browser bundle (Scalar's standalone build, a dev
// dependency) into the gateway's dist/assets, so the production image serves
// it without carrying the package and its dependency tree. Run after tsc by
// the build (npm run build, the gateway's Nx build, docker/Dockerfile).
const { copyFileSync, mkdirSync } = require('node:fs');
const { dirname, join } = require('node:path');

const source = join(dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');
const target = join(__dirname, '..', 'dist', 'assets', 'scalar-api-reference.js');
mkdirSync(dirname(target), { recursive: true });
copyFileSync(source, target);
process.stdout.write(`docs page bundle: ${target}\n`);
