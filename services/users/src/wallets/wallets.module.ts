import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { WalletLinkChallengeEntity } from './entities/wallet-link-challenge.entity';
import { WalletLinkEntity } from './entities/wallet-link.entity';
import { UserWalletsResolver } from './user-wallets.resolver';
import { WalletSignatureVerifier } from './wallet-signature.verifier';
import { WalletsRepository } from './wallets.repository';
import { WalletsResolver } from './wallets.resolver';
import { WalletsService } from './wallets.service';

@Module({
  imports: [TypeOrmModule.forFeature([WalletLinkChallengeEntity, WalletLinkEntity]), AccountsModule],
  providers: [
    WalletsRepository,
    WalletsService,
    WalletsResolver,
    UserWalletsResolver,
    WalletSignatureVerifier,
  ],
})
export class WalletsModule {}
