import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueRepository } from './catalogue.repository';
import { FootballerEntity } from './entities/footballer.entity';
import { SeasonEntity } from './entities/season.entity';

@Module({
  imports: [TypeOrmModule.forFeature([FootballerEntity, SeasonEntity])],
  providers: [CatalogueRepository],
  exports: [CatalogueRepository],
})
export class CatalogueModule {}
