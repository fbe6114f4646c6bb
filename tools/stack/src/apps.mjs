import { listServices } from '@liggeey/prisma-engine';
import { ROOT } from './paths.mjs';

/** The NATS services: every app with its own Prisma schema. */
export const SERVICES = listServices(ROOT).map((service) => service.name);

/**
 * npm start's environment: what is set wins, the local defaults fill the rest.
 * @param {Record<string, string | undefined>} given
 * @returns {Record<string, string>}
 */
export function stackEnv(given) {
  const env = {
    ...given,
    NODE_ENV: given.NODE_ENV ?? 'development',
    DATABASE_URL: given.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/liggeey',
    NATS_URL: given.NATS_URL ?? 'nats://127.0.0.1:4222',
    REDIS_URL: given.REDIS_URL ?? 'redis://127.0.0.1:6379',
    SMTP_URL: given.SMTP_URL ?? `smtp://127.0.0.1:${given.SMTP_PORT ?? '1025'}`,
    WEB_PORT: given.WEB_PORT ?? '5173',
    GATEWAY_PORT: given.GATEWAY_PORT ?? '8080',
    PAYMENT_SANDBOX_PORT: given.PAYMENT_SANDBOX_PORT ?? '8090',
    MAIL_UI_PORT: given.MAIL_UI_PORT ?? '1080',
    SMTP_PORT: given.SMTP_PORT ?? '1025',
  };
  // The payments service's provider is the local sandbox, which sends the browser back to the web app.
  env.FLUTTERWAVE_BASE_URL ??= `http://127.0.0.1:${env.PAYMENT_SANDBOX_PORT}`;
  env.PAYMENT_REDIRECT_URL ??= `http://127.0.0.1:${env.WEB_PORT}/payment-confirmation`;
  return env;
}

/**
 * Where an app of npm start serves its probes and `/metrics` (HEALTH_PORT): STACK_PROBE_PORT (9300)
 * for the gateway, the next ports for the services in order, so a bench can scrape each process.
 */
export function stackProbePort(env, app) {
  const base = Number(env.STACK_PROBE_PORT ?? 9300);
  return String(app === 'gateway' ? base : base + 1 + SERVICES.indexOf(app));
}

/**
 * Everything `npm start` runs besides the infrastructure, in start order. `ready` is matched
 * against the app's output to know it is up. `natsCredentials(app)`: the app's NATS identity.
 * @param {Record<string, string>} env
 * @param {(app: string) => Record<string, string>} [natsCredentials]
 */
export function applications(env, natsCredentials = () => ({})) {
  const node = (entry, extra = {}) => ({
    command: process.execPath,
    args: ['--enable-source-maps', `${ROOT}${entry}`],
    env: extra,
  });
  return [
    {
      name: 'maildev',
      ...node('node_modules/maildev/bin/maildev', {}),
      args: [
        '--enable-source-maps',
        `${ROOT}node_modules/maildev/bin/maildev`,
        '--ip',
        '127.0.0.1',
        '--web',
        env.MAIL_UI_PORT,
        '--smtp',
        env.SMTP_PORT,
      ],
      ready: /MailDev webapp running/,
    },
    {
      name: 'payment-sandbox',
      ...node('apps/payment-sandbox/dist/main.js', {
        PORT: env.PAYMENT_SANDBOX_PORT,
        WEBHOOK_URL: `http://127.0.0.1:${env.GATEWAY_PORT}/payments/webhook`,
      }),
      ready: /listening on/,
    },
    ...SERVICES.map((name) => ({
      name,
      ...node(`apps/${name}/dist/main.js`, {
        HEALTH_PORT: stackProbePort(env, name),
        ...natsCredentials(name),
      }),
      ready: /service listening on NATS/,
    })),
    {
      name: 'gateway',
      ...node('apps/gateway/dist/main.js', {
        PORT: env.GATEWAY_PORT,
        HEALTH_PORT: stackProbePort(env, 'gateway'),
        ...natsCredentials('gateway'),
      }),
      ready: /gateway listening/,
    },
    {
      name: 'web',
      ...node('node_modules/vite/bin/vite.js'),
      args: [
        `${ROOT}node_modules/vite/bin/vite.js`,
        '--config',
        `${ROOT}apps/web/vite.config.ts`,
        '--strictPort',
      ],
      env: { WEB_PORT: env.WEB_PORT, GATEWAY_URL: `http://127.0.0.1:${env.GATEWAY_PORT}` },
      ready: /ready in|Local:/,
    },
  ];
}
