import { Global, Module } from '@nestjs/common';
import { CollectionResolver } from './collection.resolver';
import { PlayerCollection } from './player-collection';

@Global()
@Module({
  providers: [PlayerCollection, CollectionResolver],
  exports: [PlayerCollection],
})
export class CollectionModule {}
