import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** How long a stopping app may take before it is killed (Kubernetes gives 30 s; ours take 3). */
const STOP_GRACE_MS = 20_000;

/** The repository root, from src/ or dist/ alike. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Node's on-disk cache of compiled modules (checked against each file's contents). */
const COMPILE_CACHE = join(tmpdir(), 'liggeey-node-compile-cache');

export interface AppProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Everything the app printed so far, for assertion messages. */
  output(): string;
  /** Sends the signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<ExitStatus>;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StartAppOptions {
  env: Record<string, string>;
  readyTimeoutMs?: number;
  /** A tree holding the built app in the repo layout (an image's files); the repository by default. */
  root?: string;
}

/**
 * Runs a built app (`apps/<name>/dist/main.js`) as a real process, the way `npm start` does, and
 * resolves once it logs that it is listening.
 */
export async function startApp(name: string, options: StartAppOptions): Promise<AppProcess> {
  const root = options.root ?? REPO_ROOT;
  const entry = join(root, `apps/${name}/dist/main.js`);
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first.`);
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      // The hundred-odd backends of a test run load the same modules: V8 compiles them once.
      NODE_COMPILE_CACHE: COMPILE_CACHE,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/"msg":"[a-z-]+ (service )?listening/.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      reject(new Error(`${name} exited with code ${code} before it was ready:\n${output}`));
    });
  });
  const timeoutMs = options.readyTimeoutMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${name} was not ready after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
  });
  try {
    await Promise.race([ready, timeout]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }

  return {
    name,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill(signal);
        // As Kubernetes does after its grace period: an app still running is killed, and said so,
        // rather than holding up the test file's teardown for ever (CI: a hook timed out once).
        const grace = setTimeout(() => {
          console.error(
            `${name} still running ${STOP_GRACE_MS} ms after ${signal}: SIGKILL. Last output:\n${output.slice(-2_000)}`,
          );
          child.kill('SIGKILL');
        }, STOP_GRACE_MS);
        await exited;
        clearTimeout(grace);
      }
      return { code: child.exitCode, signal: child.signalCode };
    },
  };
}
