import { DEMO_USERS } from '@atelier/contracts/common';
import { createHash } from 'node:crypto';
import { type Applicant, approvedBuyer, register, removeApplicants, sql } from '../support/accounts';
import { linkToken, readMails, waitForMail, waitForMails } from '../support/mail';
import { system } from './state';

// The project's testTimeout is not applied per project by this Jest; the suite's own limit.
jest.setTimeout(60_000);

const { api, database, mailDir } = system();
const created: Applicant[] = [];
const LINK_INVALID = {
  status: false,
  code: 'IDENTITY_LINK_INVALID',
  message: 'This link is invalid or has expired.',
};

afterAll(async () => {
  await removeApplicants(database, created);
});

describe('email verification links', () => {
  it('are single-use', async () => {
    const applicant = await register(api, database);
    created.push(applicant);
    const token = linkToken(await waitForMail(mailDir, applicant.email, /verify/), 'email-verification');
    const first = await api.post('/api/users/verify-email', { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Your email address is verified. You can log in as soon as your account is approved.',
      data: { verified: true, approved: false },
    });
    const second = await api.post('/api/users/verify-email', { token });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject(LINK_INVALID);
  });

  it('expire after 24 hours', async () => {
    const applicant = await register(api, database);
    created.push(applicant);
    const token = linkToken(await waitForMail(mailDir, applicant.email, /verify/), 'email-verification');
    await sql(
      database,
      "update identity.account_tokens set expires_at = now() - interval '1 second' where token_hash = $1",
      [createHash('sha256').update(token).digest('hex')],
    );
    const { status, body } = await api.post('/api/users/verify-email', { token });
    expect(status).toBe(400);
    expect(body).toMatchObject(LINK_INVALID);
    const [user] = await sql<{ email_verified_at: Date | null }>(
      database,
      'select email_verified_at from identity.users where id = $1',
      [applicant.userId],
    );
    expect(user?.email_verified_at).toBeNull();
  });

  it('refuse unknown and malformed tokens alike', async () => {
    const unknown = await api.post('/api/users/verify-email', { token: 'A'.repeat(43) });
    expect(unknown.body).toMatchObject(LINK_INVALID);
    const missing = await api.post('/api/users/verify-email', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { token: ['The link field is required.'] } });
  });

  it('are sent again when an approved, unverified user logs in with the right password', async () => {
    const { api: admin } = await api.loginAdmin();
    const applicant = await register(api, database);
    created.push(applicant);
    await admin.post(`/api/customers/${applicant.customerId}/approve`, {
      markup: 2.5,
      isVatApplicable: true,
    });
    await waitForMail(mailDir, applicant.email, 'Your trade account is approved');
    // Both links so far are spent or expired: the next login with the right password mails a new one.
    await sql(
      database,
      "update identity.account_tokens set created_at = now() - interval '2 hours', expires_at = now() where user_id = $1",
      [applicant.userId],
    );
    const login = await api.post('/api/users/login', {
      email: applicant.email,
      password: applicant.password,
    });
    expect(login.body).toMatchObject({ status: false });
    const mails = await waitForMails(mailDir, applicant.email, 3);
    const token = linkToken(mails[2], 'email-verification');
    expect((await api.post('/api/users/verify-email', { token })).status).toBe(200);
    expect(
      (await api.post('/api/users/login', { email: applicant.email, password: applicant.password })).body,
    ).toMatchObject({
      status: true,
    });
  });
});

describe('forgot password and reset links', () => {
  it('answers the same whether or not the email is registered, and mails only a registered one', async () => {
    const { api: admin } = await api.loginAdmin();
    const buyer = await approvedBuyer(api, admin, database, mailDir);
    created.push(buyer);
    const stranger = `nobody-${Date.now()}@nowhere.example`;
    const unknown = await api.post('/api/users/forgot-password', { email: stranger });
    const known = await api.post('/api/users/forgot-password', { email: buyer.email.toUpperCase() });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({
      status: true,
      message: 'If an account exists for this email, we have sent it a link to reset the password.',
    });
    const mail = await waitForMail(mailDir, buyer.email, 'Reset your password');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}\n/);
    expect(readMails(mailDir).filter((m) => m.to.includes(stranger))).toHaveLength(0);
  });

  it('sets the new password once, ends every session and stores only the hash, for one hour', async () => {
    const { api: admin } = await api.loginAdmin();
    const buyer = await approvedBuyer(api, admin, database, mailDir);
    created.push(buyer);
    const before = await api.post<{ data: { token: string; refreshToken: string } }>('/api/users/login', {
      email: buyer.email,
      password: buyer.password,
    });
    await api.post('/api/users/forgot-password', { email: buyer.email });
    const token = linkToken(await waitForMail(mailDir, buyer.email, 'Reset your password'), 'reset-password');
    const [stored] = await sql<{ token_hash: string; minutes: number }>(
      database,
      `select token_hash, extract(epoch from expires_at - created_at) / 60 as minutes
         from identity.account_tokens where user_id = $1 and purpose = 'reset-password'`,
      [buyer.userId],
    );
    expect(stored?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Number(stored?.minutes)).toBeCloseTo(60, 0);

    const weak = await api.post('/api/users/reset-password', {
      token,
      password: 'gold',
      confirmPassword: 'gold',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ errors: { password: expect.any(Array) } });

    const reset = await api.post('/api/users/reset-password', {
      token,
      password: 'Silver#2027',
      confirmPassword: 'Silver#2027',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({
      status: true,
      message: 'Your password has been changed. Please log in with your new password.',
    });
    const reused = await api.post('/api/users/reset-password', {
      token,
      password: 'Bronze#2028',
      confirmPassword: 'Bronze#2028',
    });
    expect(reused.body).toMatchObject(LINK_INVALID);

    // Sessions from before the reset are over: the access token and the refresh token.
    const info = await api.post('/api/users/get-user-info', {}, { 'x-access-token': before.body.data.token });
    expect(info.status).toBe(401);
    expect(info.body).toMatchObject({ code: 'TOKEN_REVOKED' });
    const refresh = await api.post('/api/users/refresh-token', {
      refreshToken: before.body.data.refreshToken,
    });
    expect(refresh.status).toBe(401);

    expect(
      (await api.post('/api/users/login', { email: buyer.email, password: buyer.password })).body,
    ).toMatchObject({
      status: false,
    });
    expect(
      (await api.post('/api/users/login', { email: buyer.email, password: 'Silver#2027' })).body,
    ).toMatchObject({
      status: true,
    });
  });

  it('refuses an expired reset link', async () => {
    const { api: admin } = await api.loginAdmin();
    const buyer = await approvedBuyer(api, admin, database, mailDir);
    created.push(buyer);
    await api.post('/api/users/forgot-password', { email: buyer.email });
    const token = linkToken(await waitForMail(mailDir, buyer.email, 'Reset your password'), 'reset-password');
    await sql(
      database,
      "update identity.account_tokens set expires_at = now() - interval '1 second' where token_hash = $1",
      [createHash('sha256').update(token).digest('hex')],
    );
    const { status, body } = await api.post('/api/users/reset-password', {
      token,
      password: 'Silver#2027',
      confirmPassword: 'Silver#2027',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject(LINK_INVALID);
    expect(
      (await api.post('/api/users/login', { email: buyer.email, password: buyer.password })).body,
    ).toMatchObject({
      status: true,
    });
  });

  it('does not take a verification link as a reset link', async () => {
    const applicant = await register(api, database);
    created.push(applicant);
    const token = linkToken(await waitForMail(mailDir, applicant.email, /verify/), 'email-verification');
    const { body } = await api.post('/api/users/reset-password', {
      token,
      password: 'Silver#2027',
      confirmPassword: 'Silver#2027',
    });
    expect(body).toMatchObject(LINK_INVALID);
  });

  it('answers the demo buyer the same as anyone (no account enumeration)', async () => {
    const known = await api.post('/api/users/forgot-password', { email: DEMO_USERS.buyer.email });
    const unknown = await api.post('/api/users/forgot-password', { email: 'ghost@demo.test' });
    expect(known.body).toEqual(unknown.body);
    const invalid = await api.post('/api/users/forgot-password', { email: 'ghost' });
    expect(invalid.status).toBe(400);
  });
});
