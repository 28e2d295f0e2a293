import { Module } from '@nestjs/common';
import { DocsController } from './docs.controller';

/** The integrator's API reference page and its assets. */
@Module({ controllers: [DocsController] })
export class DocsModule {}
