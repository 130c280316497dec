import { CreateEventTables1763800000000 } from '@sfl/events';
import { CreateUserAccount1763700000000 } from './1763700000000-create-user-account';
import { AddUserRoles1763900000000 } from './1763900000000-add-user-roles';
import { CreateWalletLinks1764100000000 } from './1764100000000-create-wallet-links';
import { OpenWalletLinkChallenges1764450000000 } from './1764450000000-open-wallet-link-challenges';

/** Every migration of the users database, oldest first. */
export const usersMigrations = [
  CreateUserAccount1763700000000,
  CreateEventTables1763800000000,
  AddUserRoles1763900000000,
  CreateWalletLinks1764100000000,
  OpenWalletLinkChallenges1764450000000,
];
