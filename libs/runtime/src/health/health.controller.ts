import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckResult } from '@nestjs/terminus';
import { Readiness } from './readiness';

/**
 * A service's health port: `/health/live`, the process answers (Kubernetes
 * restarts it otherwise); `/health/ready`, it may take traffic (Readiness).
 * The gateway serves the same two on its internal port (serveInternalPort),
 * never on its public one.
 */
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: Readiness) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(): Promise<HealthCheckResult> {
    const { ready, body } = await this.readiness.check();
    if (!ready) throw new ServiceUnavailableException(body);
    return body;
  }
}
