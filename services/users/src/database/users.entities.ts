import { UserAccountEntity } from '../accounts/entities/user-account.entity';
import { WalletLinkChallengeEntity } from '../wallets/entities/wallet-link-challenge.entity';
import { WalletLinkEntity } from '../wallets/entities/wallet-link.entity';

/** Every table of the users database that code reads and writes through TypeORM. */
export const usersEntities = [UserAccountEntity, WalletLinkChallengeEntity, WalletLinkEntity];
