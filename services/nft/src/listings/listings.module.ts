import { Module } from '@nestjs/common';
import { ListingsCache } from './listings.cache';
import { ListingsResolver } from './listings.resolver';
import { ListingsService } from './listings.service';

@Module({ providers: [ListingsCache, ListingsService, ListingsResolver], exports: [ListingsCache] })
export class ListingsModule {}
