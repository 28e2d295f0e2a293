#!/usr/bin/env node
// Docker HEALTHCHECK of every bizapi image (Kubernetes uses its own probes).
// Exits 0 when /health/ready answers 2xx on the port this process serves
// health on: the gateway and the panel (the apps with pages or an API on PORT) on their internal
// METRICS_PORT, every other process on HEALTH_PORT.
'use strict';

const { APP, METRICS_PORT, HEALTH_PORT } = process.env;
const port = APP === 'gateway' || APP === 'panel' ? METRICS_PORT || '9464' : HEALTH_PORT || '8080';
const path = process.argv[2] || '/health/ready';

fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2500) })
  .then((response) => process.exit(response.ok ? 0 : 1))
  .catch(() => process.exit(1));
