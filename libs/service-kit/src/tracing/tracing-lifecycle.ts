import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { stopTracing } from './tracing.js';

/** Sends the spans still buffered before the process exits. */
@Injectable()
export class TracingLifecycle implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await stopTracing();
  }
}
