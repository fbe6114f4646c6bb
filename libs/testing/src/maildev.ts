import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from './app-process.js';
import { freePort } from './ports.js';

export interface InboxMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
}

export interface Maildev {
  readonly smtpUrl: string;
  inbox: () => Promise<InboxMail[]>;
  stop: () => void;
}

/** The SMTP inbox `npm start` runs, on free ports, read through its REST API. */
export async function startMaildev(): Promise<Maildev> {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      `${REPO_ROOT}node_modules/maildev/bin/maildev`,
      '--ip',
      '127.0.0.1',
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('MailDev webapp running')) resolve();
    });
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inbox: async () => (await (await fetch(`http://127.0.0.1:${webPort}/email`)).json()) as InboxMail[],
    stop: () => child.kill(),
  };
}

/** Polls `read` until `done` holds or the time is up; returns the last value read. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
