import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateSignDto, UpdateSignDto } from './sign.dto';
import { SIGNS } from './signs.collection';
import { SignsService } from './signs.service';

@Module({
  controllers: [collectionController(SIGNS, SignsService, { create: CreateSignDto, update: UpdateSignDto })],
  providers: [SignsService],
})
export class SignsModule {}
