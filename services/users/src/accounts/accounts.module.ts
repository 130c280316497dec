import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsRepository } from './accounts.repository';
import { AccountsResolver } from './accounts.resolver';
import { AccountsService } from './accounts.service';
import { UserAccountEntity } from './entities/user-account.entity';
import { LoginRateLimiter } from './login-rate-limiter';
import { PasswordHasher } from './password-hasher';
import { RegistrationRateLimiter } from './registration-rate-limiter';
import { SessionGrantWriter } from './session-grant.writer';
import { UserReferenceResolver } from './user-reference.resolver';

@Module({
  imports: [TypeOrmModule.forFeature([UserAccountEntity])],
  providers: [
    AccountsRepository,
    AccountsService,
    AccountsResolver,
    UserReferenceResolver,
    PasswordHasher,
    LoginRateLimiter,
    RegistrationRateLimiter,
    SessionGrantWriter,
  ],
  exports: [AccountsService],
})
export class AccountsModule {}
