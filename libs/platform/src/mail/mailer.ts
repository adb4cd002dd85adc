import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { redactUrl } from '../cache';

/** One message; `text` is always sent, `html` as its alternative when given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where mail goes: an SMTP server, or (embedded mode, no SMTP_URL) `.eml` files in a folder. */
export type MailOptions =
  { kind: 'smtp'; url: string; from: string } | { kind: 'files'; dir: string; from: string };

export interface Mailer {
  readonly kind: 'smtp' | 'files';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;

  constructor(
    private readonly transporter: Transporter,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transporter.close();
  }
}

/** Builds the same RFC 5322 message SMTP would carry and writes it where a mail client can open it. */
class FileMailer implements Mailer {
  readonly kind = 'files' as const;
  private readonly composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.composer.sendMail({ from: this.from, ...message });
    await mkdir(this.dir, { recursive: true });
    // Sortable by time, unique without coordination.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    // With `buffer: true` the composed message is a Buffer, never a stream.
    if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer did not compose a buffer');
    await writeFile(join(this.dir, name), info.message);
  }

  close(): void {
    this.composer.close();
  }
}

/** Opens the mailer; an SMTP server that does not answer is a clear start-up error, not a lost mail later. */
export async function openMailer(options: MailOptions): Promise<Mailer> {
  if (options.kind === 'files') return new FileMailer(options.dir, options.from);
  const transporter = nodemailer.createTransport(options.url);
  try {
    await transporter.verify();
  } catch (error) {
    transporter.close();
    throw new Error(`SMTP at ${redactUrl(options.url)} is unreachable: ${(error as Error).message}`);
  }
  return new SmtpMailer(transporter, options.from);
}
