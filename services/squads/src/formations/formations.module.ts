import { Module } from '@nestjs/common';
import { FormationsResolver } from './formations.resolver';

@Module({ providers: [FormationsResolver] })
export class FormationsModule {}
