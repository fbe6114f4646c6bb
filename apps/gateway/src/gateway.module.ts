import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';
import { LEDGER_CALLERS } from '@liggeey/contracts';
import {
  ConfigModule,
  NatsClientModule,
  TracingLifecycle,
  logTraceFields,
  natsConnectOptions,
} from '@liggeey/service-kit';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { LoggerModule } from 'nestjs-pino';
import { fileURLToPath } from 'node:url';
import { AbuseModule } from './abuse/abuse.module.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { AdminDashboardModule } from './admin-dashboard/admin-dashboard.module.js';
import { AdminUsersModule } from './admin-users/admin-users.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BoostsModule } from './boosts/boosts.module.js';
import { PromotionModule } from './promotion/promotion.module.js';
import { type GatewayConfig } from './config/gateway-config.js';
import { CompetitionModule } from './competition/competition.module.js';
import { ContactModule } from './contact/contact.module.js';
import { CreditsModule } from './credits/credits.module.js';
import { DownloadsModule } from './downloads/downloads.module.js';
import { GatewayExceptionFilter } from './errors/gateway-exception.filter.js';
import { graphqlErrorFormatter } from './graphql/error-formatter.js';
import { QUERY_LIMITS, queryLimitRules } from './graphql/query-limits.js';
import { FaqModule } from './faq/faq.module.js';
import { FeedModule } from './feed/feed.module.js';
import { FileUpkeepModule } from './file-upkeep/file-upkeep.module.js';
import { HealthModule } from './health/health.module.js';
import { RequestContextInterceptor } from './http/request-context.interceptor.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MessagingModule } from './messaging/messaging.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { AccountSecurityModule } from './account-security/account-security.module.js';
import { AssistantModule } from './assistant/assistant.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { ProfileSocialModule } from './profile-social/profile-social.module.js';
import { ProfilesModule } from './profiles/profiles.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { SecurityModule } from './security/security.module.js';
import { StorageModule } from './storage/storage.module.js';
import { StoreModule } from './store/store.module.js';
import { TestimonialsModule } from './testimonials/testimonials.module.js';
import { AppearanceModule } from './appearance/appearance.module.js';
import { ExportsModule } from './exports/exports.module.js';
import { AuditModule } from './audit/audit.module.js';
import { ArticlesModule } from './articles/articles.module.js';
import { TradesModule } from './trades/trades.module.js';
import { UploadsModule } from './uploads/uploads.module.js';

/** Written on each non-production start; the web app's GraphQL types are generated from it. */
const SCHEMA_FILE = fileURLToPath(new URL('../schema.gql', import.meta.url));

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            base: { app: 'gateway' },
            genReqId: (request) => String(request.headers['x-request-id']),
            mixin: logTraceFields,
            // Successful requests are routine; keep them out of the default log level.
            customLogLevel: (_request, response, error) =>
              error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'debug',
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
        }),
        NatsClientModule.forRoot({
          servers: config.NATS_URL,
          ...natsConnectOptions(config),
          name: 'gateway',
          namespace: config.NATS_NAMESPACE,
          // The gateway speaks for people: it never calls a ledger operation as a service.
          visitorCallers: LEDGER_CALLERS,
        }),
        GraphQLModule.forRoot<MercuriusDriverConfig>({
          driver: MercuriusDriver,
          path: '/graphql',
          autoSchemaFile: config.NODE_ENV === 'production' ? true : SCHEMA_FILE,
          sortSchema: true,
          graphiql: config.NODE_ENV === 'development',
          // Compile a query to JavaScript once it has been seen twice (graphql-jit).
          jit: 1,
          // A document is refused before it costs anything: tokens when parsed, then the limits.
          graphql: { parseOptions: { maxTokens: QUERY_LIMITS.tokens } },
          validationRules: queryLimitRules(config.NODE_ENV === 'production'),
          errorFormatter: graphqlErrorFormatter(config.NODE_ENV === 'production'),
          context: (req: FastifyRequest, reply: FastifyReply) => ({ req, reply }),
        }),
        AccountsModule,
        AdminUsersModule,
        AuthModule,
        AbuseModule,
        HealthModule,
        SecurityModule,
        FaqModule,
        TestimonialsModule,
        ArticlesModule,
        AppearanceModule,
        ExportsModule,
        AuditModule,
        StoreModule,
        DownloadsModule,
        ContactModule,
        NewsletterModule,
        PasswordResetModule,
        AccountSecurityModule,
        AssistantModule,
        TradesModule,
        CompetitionModule,
        ProfilesModule,
        JobsModule,
        StorageModule,
        FileUpkeepModule,
        UploadsModule,
        ProfileSocialModule,
        CreditsModule,
        BoostsModule,
        PromotionModule,
        PaymentsModule,
        AdminDashboardModule,
        MessagingModule,
        RealtimeModule,
        FeedModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: GatewayExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor },
        TracingLifecycle,
      ],
    };
  }
}
