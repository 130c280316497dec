export { createUsersApp } from './create-users-app';
export type { UsersAppOptions } from './users-app.module';
export {
  usersConfigSchema,
  loginLimitsFrom,
  type UsersConfig,
  type LoginLimits,
} from './config/users.config';
