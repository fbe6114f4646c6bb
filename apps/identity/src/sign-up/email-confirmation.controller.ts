import { Controller, Get, Query, Redirect } from '@nestjs/common';
import { SignUpService } from './sign-up.service.js';

/** The link of the confirmation e-mail (reached through the web origin's /realms proxy). */
@Controller('realms/liggeey/login-actions')
export class EmailConfirmationController {
  constructor(private readonly signUps: SignUpService) {}

  @Get('confirm')
  @Redirect()
  async confirm(@Query('token') token: unknown): Promise<{ url: string; statusCode: number }> {
    return { url: await this.signUps.confirm(typeof token === 'string' ? token : ''), statusCode: 302 };
  }
}
