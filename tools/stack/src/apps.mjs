import { listServices } from '@liggeey/prisma-engine';
import { ROOT } from './paths.mjs';

/** The NATS services: every app with its own Prisma schema. */
export const SERVICES = listServices(ROOT).map((service) => service.name);

/**
 * Everything `npm start` runs besides the infrastructure, in start order. `ready` is matched
 * against the app's output to know it is up. `natsCredentials(app)`: the app's NATS identity.
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
      ...node(`apps/${name}/dist/main.js`, natsCredentials(name)),
      ready: /service listening on NATS/,
    })),
    {
      name: 'gateway',
      ...node('apps/gateway/dist/main.js', { PORT: env.GATEWAY_PORT, ...natsCredentials('gateway') }),
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
