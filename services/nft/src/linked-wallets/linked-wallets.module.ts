import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LinkedWalletEntity } from './entities/linked-wallet.entity';
import { LinkedWalletsConsumer } from './linked-wallets.consumer';
import { LinkedWalletsRepository } from './linked-wallets.repository';

@Module({
  imports: [TypeOrmModule.forFeature([LinkedWalletEntity])],
  providers: [LinkedWalletsRepository, LinkedWalletsConsumer],
  exports: [LinkedWalletsRepository, LinkedWalletsConsumer],
})
export class LinkedWalletsModule {}
