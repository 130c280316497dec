export { createUsersApp } from './create-users-app';
export { changeRole } from './accounts/role-change';
export type { UsersAppOptions } from './users-app.module';
export {
  usersConfigSchema,
  accountLimitsConfigFields,
  accountLimitsFrom,
  appDomainField,
  type UsersConfig,
  type AccountLimits,
  type LoginLimits,
} from './config/users.config';
export { usersMigrations } from './database/migrations';
export { usersEntities } from './database/users.entities';
