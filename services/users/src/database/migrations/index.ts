import { CreateUserAccount1763700000000 } from './1763700000000-create-user-account';

/** Every migration of the users database, oldest first. */
export const usersMigrations = [CreateUserAccount1763700000000];
