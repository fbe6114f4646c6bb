import { Module } from '@nestjs/common';
import { SignInRepository } from '../sign-in/sign-in.repository.js';
import { EmailConfirmationController } from './email-confirmation.controller.js';
import { SignUpController } from './sign-up.controller.js';
import { SignUpRepository } from './sign-up.repository.js';
import { SignUpService } from './sign-up.service.js';

@Module({
  controllers: [SignUpController, EmailConfirmationController],
  providers: [SignUpService, SignUpRepository, SignInRepository],
})
export class SignUpModule {}
