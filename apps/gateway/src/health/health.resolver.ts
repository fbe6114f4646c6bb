import { Args, Query, Resolver } from '@nestjs/graphql';
import { ErrorCode, SERVICE_NAMES, type ServiceName } from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';
import { Public } from '../auth/access.decorators.js';
import { HealthService } from './health.service.js';
import { Health, ServiceHealth } from './health.types.js';

@Resolver()
export class HealthResolver {
  constructor(private readonly healthService: HealthService) {}

  @Public()
  @Query(() => Health, { description: 'State of every back-end service.' })
  health(): Promise<Health> {
    return this.healthService.checkAll();
  }

  @Public()
  @Query(() => ServiceHealth, { description: 'State of one back-end service.' })
  serviceHealth(@Args('name') name: string): Promise<ServiceHealth> {
    if (!isServiceName(name)) {
      throw new DomainException(ErrorCode.ValidationFailed, `Service inconnu : ${name}.`);
    }
    return this.healthService.check(name);
  }
}

function isServiceName(name: string): name is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(name);
}
