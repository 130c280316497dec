import { Module } from '@nestjs/common';
import { OwnershipResolver } from './ownership.resolver';
import { OwnershipService } from './ownership.service';

@Module({ providers: [OwnershipService, OwnershipResolver], exports: [OwnershipService] })
export class OwnershipModule {}
