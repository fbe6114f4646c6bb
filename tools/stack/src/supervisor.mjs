import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Nest's start-up chatter: one line per module and route, nothing a person acts on. */
const BOOT_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'GraphQLModule',
  'NestMicroservice',
  'NestApplication',
]);

/** One readable line from a JSON log line (pino) or the raw text; null for a line not worth showing. */
function readable(line) {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line);
    if (entry.level < 40 && BOOT_CONTEXTS.has(entry.context)) return null;
    const level = entry.level >= 40 ? `${LEVELS[entry.level]} ` : '';
    const error = entry.err?.message ? ` — ${entry.err.message}` : '';
    return `${level}${entry.msg ?? line}${error}`;
  } catch {
    return line;
  }
}

/** Starts and stops the stack's processes, printing their output prefixed with their name. */
export class Supervisor {
  #children = [];
  #stopping = false;

  constructor(log) {
    this.log = log;
  }

  start(app, baseEnv) {
    const child = spawn(app.command, app.args, {
      env: { ...baseEnv, ...app.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#children.push({ name: app.name, child });
    return new Promise((resolve, reject) => {
      let ready = false;
      const onLine = (line) => {
        const text = readable(line);
        if (text !== null) this.log(app.name, text);
        if (!ready && app.ready.test(line)) {
          ready = true;
          resolve();
        }
      };
      createInterface({ input: child.stdout }).on('line', onLine);
      createInterface({ input: child.stderr }).on('line', onLine);
      child.once('exit', (code, signal) => {
        if (!ready) reject(new Error(`${app.name} s'est arrêté au démarrage (code ${code ?? signal}).`));
        else if (!this.#stopping) this.log(app.name, `arrêté (code ${code ?? signal})`);
      });
    });
  }

  /** SIGTERM to everything, newest first; SIGKILL what is still there after the grace period. */
  async stopAll(graceMs = 10_000) {
    this.#stopping = true;
    const running = this.#children
      .filter(({ child }) => child.exitCode === null && child.signalCode === null)
      .reverse();
    await Promise.all(
      running.map(({ child }) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        return exited.finally(() => clearTimeout(timer));
      }),
    );
  }
}
