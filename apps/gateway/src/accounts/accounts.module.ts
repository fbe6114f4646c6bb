import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AccountsResolver } from './accounts.resolver.js';
import { SignUpFormController } from './sign-up-form.controller.js';

@Module({ imports: [UploadsModule], controllers: [SignUpFormController], providers: [AccountsResolver] })
export class AccountsModule {}
