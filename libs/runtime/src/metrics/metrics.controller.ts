import { Controller, Get, Header } from '@nestjs/common';
import { metricsRegistry } from './metrics-registry';

/** `GET /metrics` on a service's health port (never through the gateway): Prometheus text. */
@Controller('metrics')
export class MetricsController {
  @Get()
  @Header('Content-Type', metricsRegistry.contentType)
  @Header('Cache-Control', 'no-store')
  metrics(): Promise<string> {
    return metricsRegistry.metrics();
  }
}
