import { EventsModule, bootstrapService } from '@liggeey/service-kit';
import { AdminProfilesModule } from './admin/admin-profiles.module.js';
import { ProfileBoostsModule } from './boosts/boosts.module.js';
import { CompetitionModule } from './competition/competition.module.js';
import { profilesConfigSchema } from './config/profiles-config.js';
import { ProfileFilesModule } from './files/profile-files.module.js';
import { FollowsModule } from './follows/follows.module.js';
import { PrismaClient } from './generated/prisma/client.js';
import { LocalitiesModule } from './localities/localities.module.js';
import { PortfolioModule } from './portfolio/portfolio.module.js';
import { ProfilesModule } from './profiles/profiles.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { SearchModule } from './search/search.module.js';
import { SEARCH_POSTGRES_SETTINGS } from './search/search-postgres-settings.js';
import { TradesModule } from './trades/trades.module.js';

await bootstrapService({
  name: 'profiles',
  prismaClient: PrismaClient,
  postgresSettings: SEARCH_POSTGRES_SETTINGS,
  configSchema: profilesConfigSchema,
  imports: [
    EventsModule.forRoot('profiles'),
    ProfilesModule,
    SearchModule,
    LocalitiesModule,
    AdminProfilesModule,
    FollowsModule,
    ReviewsModule,
    PortfolioModule,
    ProfileFilesModule,
    TradesModule,
    ProfileBoostsModule,
    CompetitionModule,
  ],
});
