import { type DynamicModule, Module } from '@nestjs/common';
import { APP_CONFIG } from './config.token.js';

/** Makes the app's validated configuration injectable everywhere as APP_CONFIG. */
@Module({})
export class ConfigModule {
  static forRoot(config: object): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
