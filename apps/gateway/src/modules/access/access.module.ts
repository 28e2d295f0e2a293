import { Module } from '@nestjs/common';
import { AccessGate } from './access-gate';

@Module({ providers: [AccessGate], exports: [AccessGate] })
export class AccessModule {}
