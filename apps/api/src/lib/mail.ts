import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes (a support request: the student who wrote it). */
  replyTo?: string;
  /**
   * Where a mail program's own unsubscribe button posts (RFC 8058 one-click): sent as the
   * List-Unsubscribe and List-Unsubscribe-Post headers.
   */
  unsubscribeUrl?: string;
};

/** The message as nodemailer takes it: the unsubscribe address becomes its two headers. */
function messageOf(from: string, { unsubscribeUrl, ...mail }: OutgoingMail) {
  return {
    from,
    ...mail,
    ...(unsubscribeUrl
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

/**
 * SMTP when SMTP_URL is set. Without it (local runs), each mail is written to the log and
 * as an .eml file to DATA_DIR/outbox, so a newcomer can still read a sign-up code.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(messageOf(config.mailFrom, mail));
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const built = await builder.sendMail(messageOf(config.mailFrom, mail));
      mkdirSync(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`,
      );
      writeFileSync(file, built.message as Buffer);
      // No SMTP server: this is the only way the message can reach its reader.
      log.info(
        { to: mail.to, subject: mail.subject, file, text: mail.text },
        'mail written to outbox (no SMTP_URL)',
      );
    },
  };
}
