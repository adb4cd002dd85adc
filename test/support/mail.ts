import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One received message, decoded enough for tests: its recipients, subject and text part. */
export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes non-ASCII headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = separator < 0 ? raw : raw.slice(0, separator);
  const body = separator < 0 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodePart(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text/plain and text/html parts of a message (single part or multipart/alternative). */
function parts(raw: string): { to: string; subject: string; text: string; html: string } {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const result = {
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: '',
    html: '',
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const sections = boundary
    ? body.split(`--${boundary}`).slice(1, -1)
    : [
        `Content-Type: ${type}\nContent-Transfer-Encoding: ${headers.get('content-transfer-encoding') ?? '7bit'}\n\n${body}`,
      ];
  for (const section of sections) {
    const part = splitHead(section.replace(/^\r?\n/, ''));
    const partType = part.headers.get('content-type') ?? '';
    const decoded = decodePart(part.headers, part.body).replace(/\r\n/g, '\n').trim();
    if (partType.startsWith('text/plain')) result.text = decoded;
    else if (partType.startsWith('text/html')) result.html = decoded;
  }
  return result;
}

export function readMails(dir: string): ReceivedMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      return { file, raw, ...parts(raw) };
    });
}

/** Waits for the messages to one recipient until `count` have arrived (mail is sent after the answer). */
export async function waitForMails(
  dir: string,
  to: string,
  count = 1,
  timeoutMs = 15_000,
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readMails(dir).filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(`expected ${count} mail(s) to ${to} within ${timeoutMs} ms, got ${mails.length}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function waitForMail(dir: string, to: string, subject: RegExp | string): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = readMails(dir).find(
      (mail) =>
        mail.to.toLowerCase().includes(to.toLowerCase()) &&
        (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with subject ${String(subject)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The token of a storefront link in the message, such as /email-verification/{token}. */
export function linkToken(mail: ReceivedMail, route: string): string {
  const match = new RegExp(`/${route}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no /${route}/ link in mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}
