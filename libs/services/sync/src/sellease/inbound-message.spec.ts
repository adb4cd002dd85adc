import { SyncErrorCode } from '@atelier/contracts/sync';
import { SyncException } from '../sync.exception';
import { parseInboundMessage, unreadableMessage } from './inbound-message';

const TENANT = '00000000-0000-4000-8000-000000000001';

const valid = {
  messageId: 'SE-2026-000123',
  type: 'stock.updated',
  tenantId: TENANT,
  body: { sku: 'RG-18K-WG-0.50', quantity: 4 },
};

async function failureOf(raw: unknown): Promise<SyncException> {
  try {
    await parseInboundMessage(raw);
  } catch (error) {
    if (error instanceof SyncException) return error;
    throw error;
  }
  throw new Error('expected the message to be refused');
}

describe('parseInboundMessage', () => {
  it('accepts a complete message and names its body the payload', async () => {
    await expect(parseInboundMessage(valid)).resolves.toEqual({
      tenantId: TENANT,
      messageId: 'SE-2026-000123',
      type: 'stock.updated',
      payload: { sku: 'RG-18K-WG-0.50', quantity: 4 },
    });
  });

  it('refuses what is not an object at all', async () => {
    for (const raw of [undefined, null, 'text', 42, []]) {
      const error = await failureOf(raw);
      expect(error.code).toBe(SyncErrorCode.InvalidInboundMessage);
    }
  });

  it('refuses a missing or non-string message id and type', async () => {
    const missing = await failureOf({ ...valid, messageId: undefined, type: undefined });
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(['messageId', 'type']);
    const numeric = await failureOf({ ...valid, messageId: 123 });
    expect(numeric.fields).toEqual({ messageId: [{ key: 'validation.string' }] });
  });

  it('refuses a missing or malformed tenant id', async () => {
    expect((await failureOf({ ...valid, tenantId: undefined })).fields).toEqual({
      tenantId: [{ key: 'validation.required' }],
    });
    expect((await failureOf({ ...valid, tenantId: 'demo' })).fields).toEqual({
      tenantId: [{ key: 'validation.uuid' }],
    });
  });

  it('refuses a body that is not an object, reporting it as body', async () => {
    for (const body of [undefined, null, 'stock', [1, 2]]) {
      const error = await failureOf({ ...valid, body });
      expect(error.fields).toEqual({ body: [{ key: 'validation.object' }] });
    }
  });

  it('still screens the body for text the database cannot take, though its fields are read later', async () => {
    const error = await failureOf({ ...valid, body: { sku: 'RG\u0000', quantity: 4 } });
    expect(error.fields).toEqual({ 'payload.sku': [{ key: 'validation.invalidCharacters' }] });
    const deep: Record<string, unknown> = {};
    let level = deep;
    for (let i = 0; i < 40; i += 1) {
      const next: Record<string, unknown> = {};
      level['x'] = next;
      level = next;
    }
    expect((await failureOf({ ...valid, body: deep })).fields).toEqual({
      body: [{ key: 'validation.tooDeep' }],
    });
  });

  it('applies the API rules to message id and type (length, no emoji)', async () => {
    const error = await failureOf({ ...valid, messageId: 'x'.repeat(129), type: 'stock :fire:' });
    expect(error.fields?.['messageId']).toEqual([{ key: 'validation.maxLength', params: { max: 128 } }]);
    expect(error.fields?.['type']).toEqual([{ key: 'validation.noEmoji' }]);
  });

  it('reports every invalid field at once', async () => {
    const error = await failureOf({ messageId: '', type: 7, tenantId: 'nope', body: null });
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['body', 'messageId', 'tenantId', 'type']);
  });
});

describe('unreadableMessage', () => {
  it('keeps a message with a tenant and an id for the error list, with the first refused field', async () => {
    const raw = { ...valid, body: undefined };
    expect(unreadableMessage(raw, await failureOf(raw))).toEqual({
      tenantId: TENANT,
      messageId: 'SE-2026-000123',
      type: 'stock.updated',
      payload: { body: null },
      refused: { key: 'validation.object', params: { field: 'body' } },
    });
    const typeless = { ...valid, type: 7 };
    expect(unreadableMessage(typeless, await failureOf(typeless))).toMatchObject({
      type: 'unreadable',
      payload: valid.body,
      refused: { key: 'validation.string', params: { field: 'type' } },
    });
  });

  it('gives up on a message it could not tell apart from another (no tenant or no usable id)', async () => {
    for (const raw of [
      { ...valid, tenantId: 'demo', body: null },
      { ...valid, messageId: undefined, body: null },
      { ...valid, messageId: 'x'.repeat(129) },
      'text',
    ]) {
      expect(unreadableMessage(raw, await failureOf(raw))).toBeNull();
    }
    expect(unreadableMessage(valid, new Error('not a refusal'))).toBeNull();
  });
});
