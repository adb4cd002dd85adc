import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openMailer } from './mailer';

describe('openMailer', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'atelier-mail-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file when no SMTP server is configured', async () => {
    const mailDir = join(dir, 'mail');
    const mailer = await openMailer({
      kind: 'files',
      dir: mailDir,
      from: 'Atelier <no-reply@atelier.local>',
    });
    await mailer.send({
      to: 'åsa@example.com',
      subject: 'Bekräfta din e-postadress',
      text: 'Hej Åsa,\n\nhttp://localhost:3000/swe/email-verification/abc\n',
      html: '<p>Hej Åsa,</p>',
    });
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'Two' });
    mailer.close();
    const files = readdirSync(mailDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const raw = readFileSync(join(mailDir, files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^From: Atelier <no-reply@atelier\.local>$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toMatch(/^Message-ID: </m);
  });

  it('fails clearly, naming the server without its password, when SMTP does not answer', async () => {
    await expect(
      openMailer({ kind: 'smtp', url: 'smtp://user:secret@127.0.0.1:1', from: 'x@example.com' }),
    ).rejects.toThrow(/^SMTP at smtp:\/\/user:\*\*\*@127\.0\.0\.1:1 is unreachable/);
  });
});
