import { type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';

/** A server process of a test's own (NATS, Postgres), for faults the machine's shared one must not suffer. */
export interface OwnServer {
  readonly url: string;
  /** Stops it as a restart does, keeping its port and data for `start`. */
  halt(): Promise<void>;
  /** Starts it again after `halt`, with what it kept on disk (nothing when it runs). */
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  stop(): Promise<void>;
}

/**
 * The start/halt/stop life of a server kept in `dir`: `launch` spawns it (stderr piped), `ready`
 * resolves once it answers, `haltSignal` stops it the way a restart does. A server that never
 * answers fails the start with what it printed.
 */
export async function ownServer(options: {
  url: string;
  dir: string;
  launch: () => ChildProcess;
  ready: () => Promise<void>;
  haltSignal: NodeJS.Signals;
}): Promise<OwnServer> {
  let server: ChildProcess | undefined;
  const running = () => server !== undefined && server.exitCode === null && server.signalCode === null;
  const start = async () => {
    if (running()) return;
    const launched = options.launch();
    server = launched;
    let printed = '';
    launched.stderr?.on('data', (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-4_000)));
    try {
      await options.ready();
    } catch (error) {
      const exit = launched.exitCode ?? launched.signalCode ?? 'still running';
      throw new Error(`${options.url} did not answer (exit: ${exit}): ${String(error)}\n${printed}`, {
        cause: error,
      });
    }
  };
  const halt = async () => {
    if (!server || !running()) return;
    const exited = once(server, 'exit');
    server.kill(options.haltSignal);
    await exited;
  };
  await start();
  return {
    url: options.url,
    halt,
    start,
    stop: async () => {
      await halt();
      rmSync(options.dir, { recursive: true, force: true });
    },
  };
}
