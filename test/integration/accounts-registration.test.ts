import { DEMO_USERS, REGISTRATION_FIELDS, requiredFields } from '@atelier/contracts/common';
import { createHash } from 'node:crypto';
import { type Applicant, register, registration, removeApplicants, sql } from '../support/accounts';
import { linkToken, waitForMail } from '../support/mail';
import { system } from './state';

// The project's testTimeout is not applied per project by this Jest; the suite's own limit.
jest.setTimeout(60_000);

const { api, database, mailDir } = system();
const created: Applicant[] = [];

afterAll(async () => {
  await removeApplicants(database, created);
});

interface Refusal {
  status: boolean;
  code: string;
  message: string;
  errors: Record<string, string[]>;
}

const post = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  api.post<Refusal>('/api/users/register', body, headers);

describe('POST /api/users/register (/user-registration)', () => {
  it('creates a pending customer and its pending, unverified contact user, and mails a verification link', async () => {
    const body = registration({ email: `Mixed.Case-${Date.now()}@Berg.example` });
    const { status, body: answer } = await api.post('/api/users/register', body);
    expect(status).toBe(200);
    const email = String(body['email']).toLowerCase();
    expect(answer).toEqual({
      status: true,
      message: expect.stringContaining('Thank you for registering'),
      data: { email, status: 'pending' },
    });

    const [row] = await sql<Record<string, unknown>>(
      database,
      `select c.id as customer_id, c.status, c.ac_no, c.company, c.contact_name, c.currency, c.company_phone,
              c.mobile, c.website, c.vat_number, c.trade_references, c.comments,
              u.id as user_id, u.email, u.first_name, u.last_name, u.role, u.status as user_status,
              u.email_verified_at, u.password_hash,
              a.address_field1, a.address_field2, a.city, a.county, a.postcode, a.country, a.is_primary
         from identity.customers c
         join identity.users u on u.id = c.applicant_user_id
         join identity.customer_addresses a on a.customer_id = c.id
        where u.email = $1`,
      [email],
    );
    expect(row).toMatchObject({
      status: 'pending',
      ac_no: null,
      company: body['companyName'],
      contact_name: 'Agnes Berg',
      currency: 'GBP',
      company_phone: body['companyPhone'],
      mobile: body['mobile'],
      website: body['website'],
      vat_number: body['vatNumber'],
      trade_references: body['references'],
      comments: body['comments'],
      first_name: 'Agnes',
      last_name: 'Berg',
      role: 'client-super-admin',
      user_status: 'pending',
      email_verified_at: null,
      address_field1: '1 Stonegate',
      address_field2: 'First floor',
      city: 'York',
      county: 'North Yorkshire',
      postcode: 'YO1 8AS',
      country: 'United Kingdom',
      is_primary: true,
    });
    // argon2id with at least 19 MiB and 2 passes.
    expect(row?.['password_hash']).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/);
    const [, memory, passes] = /m=(\d+),t=(\d+)/.exec(String(row?.['password_hash'])) ?? [];
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
    created.push({
      email,
      password: String(body['password']),
      company: String(body['companyName']),
      customerId: String(row?.['customer_id']),
      userId: String(row?.['user_id']),
    });

    const mail = await waitForMail(mailDir, email, 'Please verify your email address');
    expect(mail.text).toContain('Hello Agnes,');
    expect(mail.text).toContain(String(body['companyName']));
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/email-verification\/[A-Za-z0-9_-]{43}\n/);
    // Only the SHA-256 of the link's token is stored, with a 24-hour expiry.
    const token = linkToken(mail, 'email-verification');
    const tokens = await sql<{ token_hash: string; hours: number; used_at: Date | null }>(
      database,
      `select token_hash, extract(epoch from expires_at - created_at) / 3600 as hours, used_at
         from identity.account_tokens where user_id = $1 and purpose = 'verify-email'`,
      [row?.['user_id']],
    );
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(tokens[0]?.token_hash).not.toContain(token);
    expect(Number(tokens[0]?.hours)).toBeCloseTo(24, 1);
  });

  it('writes the verification mail and its link in the applicant’s language', async () => {
    const body = registration();
    const { status, body: answer } = await post(body, { 'x-language-code': 'sv' });
    expect(status).toBe(200);
    expect(answer.message).toMatch(/^Tack för din registrering/);
    const email = String(body['email']);
    const [row] = await sql<{ customer_id: string; user_id: string }>(
      database,
      'select c.id as customer_id, u.id as user_id from identity.customers c join identity.users u on u.id = c.applicant_user_id where u.email = $1',
      [email],
    );
    if (row)
      created.push({ email, password: '', company: '', customerId: row.customer_id, userId: row.user_id });
    const mail = await waitForMail(mailDir, email, 'Bekräfta din e-postadress');
    expect(mail.text).toContain('Hej Agnes,');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/swe\/email-verification\/[A-Za-z0-9_-]+/);
  });

  it('names every required field (the ones with the red asterisk) when nothing is sent', async () => {
    const { status, body } = await post({});
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    const required = requiredFields(REGISTRATION_FIELDS);
    expect(Object.keys(body.errors).sort()).toEqual([...required].sort());
    expect(required).toEqual([
      'companyName',
      'addressLine1',
      'city',
      'postCode',
      'country',
      'currency',
      'companyPhone',
      'contactName',
      'email',
      'password',
      'confirmPassword',
    ]);
    expect(body.errors).toMatchObject({
      companyName: ['The company name field is required.'],
      addressLine1: ['The address line 1 field is required.'],
      postCode: ['The post code field is required.'],
      companyPhone: ['The company phone field is required.'],
      contactName: ['The contact name field is required.'],
      confirmPassword: ['The confirm password field is required.'],
    });
  });

  const PASSWORD_RULE =
    'The password field must begin with a letter and contain at least one uppercase letter, one lowercase ' +
    'letter, one digit and one special character (! @ # $ % ^ & * _ ?).';

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'an apostrophe in the name',
      { contactName: "Agnes O'Berg" },
      'contactName',
      'The contact name field may only contain alphabetic characters and spaces.',
    ],
    [
      'digits in the name',
      { contactName: 'Agnes 2' },
      'contactName',
      'The contact name field may only contain alphabetic characters and spaces.',
    ],
    [
      'letters in the company phone',
      { companyPhone: '0800 CALL NOW' },
      'companyPhone',
      'The company phone field may only contain digits, spaces and + - ( ).',
    ],
    [
      'a dot in the mobile',
      { mobile: '07700.900123' },
      'mobile',
      'The mobile field may only contain digits, spaces and + - ( ).',
    ],
    [
      'an underscore in the post code',
      { postCode: 'YO1_8AS' },
      'postCode',
      'The post code field may only contain letters, digits, spaces and dashes.',
    ],
    [
      'an emoji in the company name',
      { companyName: 'Sparkle 💎 Ltd' },
      'companyName',
      'The company name field may not contain emoji or icon codes.',
    ],
    [
      'a :shortcode: in the comments',
      { comments: 'Lovely :smile: service' },
      'comments',
      'The comments field may not contain emoji or icon codes.',
    ],
    [
      'a :shortcode: in the city',
      { city: 'York :heart:' },
      'city',
      'The city field may not contain emoji or icon codes.',
    ],
    ['an invalid email', { email: 'agnes.berg.example' }, 'email', 'The email field must be a valid email.'],
    [
      'a currency that is not a code',
      { currency: 'pounds' },
      'currency',
      'The currency field must be a three-letter currency code.',
    ],
    [
      'a website that is not an address',
      { website: 'berg jewellers' },
      'website',
      'The website field must be a valid web address.',
    ],
    [
      'a # in the VAT number',
      { vatNumber: 'GB#123' },
      'vatNumber',
      'The VAT number field may only contain letters, digits, spaces, dots and dashes.',
    ],
    [
      'a company name over 255 characters',
      { companyName: 'B'.repeat(256) },
      'companyName',
      'The company name field may not be greater than 255 characters.',
    ],
    [
      'a password under 6 characters',
      { password: 'Ab#1', confirmPassword: 'Ab#1' },
      'password',
      'The password field must be at least 6 characters.',
    ],
    [
      'a password over 100 characters',
      { password: `Ab#1${'x'.repeat(97)}`, confirmPassword: `Ab#1${'x'.repeat(97)}` },
      'password',
      'The password field may not be greater than 100 characters.',
    ],
    [
      'a password not beginning with a letter',
      { password: '1Gold#2026', confirmPassword: '1Gold#2026' },
      'password',
      PASSWORD_RULE,
    ],
    [
      'a password without an uppercase letter',
      { password: 'gold#2026', confirmPassword: 'gold#2026' },
      'password',
      PASSWORD_RULE,
    ],
    [
      'a password without a lowercase letter',
      { password: 'GOLD#2026', confirmPassword: 'GOLD#2026' },
      'password',
      PASSWORD_RULE,
    ],
    [
      'a password without a digit',
      { password: 'Gold#Gold', confirmPassword: 'Gold#Gold' },
      'password',
      PASSWORD_RULE,
    ],
    [
      'a password without a special character',
      { password: 'Gold2026', confirmPassword: 'Gold2026' },
      'password',
      PASSWORD_RULE,
    ],
    [
      'a confirmation that differs',
      { confirmPassword: 'Gold#2027' },
      'confirmPassword',
      'The passwords do not match. Please ensure both passwords are the same.',
    ],
  ])('refuses %s, naming the field', async (_, overrides, field, message) => {
    const { status, body } = await post(registration(overrides));
    expect(status).toBe(400);
    expect(body.errors[field]).toContain(message);
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it.each([
    ['a name with letters of any alphabet', { contactName: 'Åsa Ñúñez Østergård' }],
    ['a password with the minimum of 6 characters', { password: 'Ab#1cd', confirmPassword: 'Ab#1cd' }],
    [
      'a password with a dash as its special character',
      { password: 'Gold-2026', confirmPassword: 'Gold-2026' },
    ],
    ['a phone with brackets, dashes and a plus', { companyPhone: '+46 (0)8-123 45 67' }],
    [
      'no optional fields',
      { addressLine2: '', county: '', website: '', mobile: '', vatNumber: '', references: '', comments: '' },
    ],
  ])('accepts %s', async (_, overrides) => {
    const body = registration(overrides);
    const { status } = await post(body);
    expect(status).toBe(200);
    const [row] = await sql<{ customer_id: string; user_id: string }>(
      database,
      'select c.id as customer_id, u.id as user_id from identity.customers c join identity.users u on u.id = c.applicant_user_id where u.email = $1',
      [String(body['email'])],
    );
    if (row)
      created.push({
        email: '',
        password: '',
        company: '',
        customerId: row.customer_id,
        userId: row.user_id,
      });
  });

  it('answers in Swedish with Swedish field names', async () => {
    const { body } = await post(registration({ confirmPassword: 'Gold#2027', postCode: 'YO1_8AS' }), {
      'x-language-code': 'sv',
    });
    expect(body.errors).toEqual({
      confirmPassword: ['Lösenorden stämmer inte överens. Se till att båda lösenorden är likadana.'],
      postCode: ['Fältet postnummer får bara innehålla bokstäver, siffror, mellanslag och bindestreck.'],
    });
  });

  it('says an email is already registered, whatever its case, and writes nothing', async () => {
    const before = await sql<{ count: string }>(database, 'select count(*) from identity.customers');
    const { status, body } = await post(registration({ email: DEMO_USERS.buyer.email.toUpperCase() }));
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'IDENTITY_EMAIL_TAKEN',
      errors: { email: ['This email is already registered.'] },
    });
    const after = await sql<{ count: string }>(database, 'select count(*) from identity.customers');
    expect(after[0]?.count).toBe(before[0]?.count);
  });

  it('refuses unknown fields and writes nothing for a refused form', async () => {
    const before = await sql<{ count: string }>(database, 'select count(*) from identity.users');
    const { status, body } = await post({ ...registration(), role: 'super-admin', status: 'active' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      role: ['The role field is not allowed.'],
      status: ['The status field is not allowed.'],
    });
    const after = await sql<{ count: string }>(database, 'select count(*) from identity.users');
    expect(after[0]?.count).toBe(before[0]?.count);
  });

  it('keeps a pending applicant out, saying why only to someone with the right password', async () => {
    const applicant = await register(api, database);
    created.push(applicant);
    const right = await api.post('/api/users/login', {
      email: applicant.email,
      password: applicant.password,
    });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({
      status: false,
      message: 'Your account is awaiting approval. We will email you as soon as it has been reviewed.',
    });
    const wrong = await api.post('/api/users/login', { email: applicant.email, password: 'Wrong#2026' });
    expect(wrong.body).toEqual({ status: false, message: 'The email or password is incorrect.' });
  });
});
