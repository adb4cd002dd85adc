import { MAX_INPUT_DEPTH, screenInput } from './input-screen';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

describe('screenInput', () => {
  it('passes ordinary input, accents, emoji pairs and deep-enough forms', () => {
    expect(screenInput({ name: 'Åsa Müller 💍', lines: [{ lineId: 'x', quantity: 1 }] })).toEqual({});
    expect(screenInput(nested(MAX_INPUT_DEPTH - 1))).toEqual({});
  });

  it('names the field holding a NUL byte or a lone surrogate, at any depth', () => {
    expect(screenInput({ search: 'ring\u0000' })).toEqual({
      search: [{ key: 'validation.invalidCharacters' }],
    });
    expect(screenInput({ email: 'a\uD800@b.example' })).toEqual({
      email: [{ key: 'validation.invalidCharacters' }],
    });
    expect(screenInput({ lines: [{ note: 'x\uDC00' }] })).toEqual({
      'lines.0.note': [{ key: 'validation.invalidCharacters' }],
    });
    expect(screenInput({ payload: { 'bad\u0000key': 1 } })).toEqual({
      payload: [{ key: 'validation.invalidCharacters' }],
    });
    expect(screenInput('x\u0000', 'orderId')).toEqual({ orderId: [{ key: 'validation.invalidCharacters' }] });
  });

  it('stops at hostile nesting without overflowing the stack', () => {
    expect(screenInput(nested(5_000))).toEqual({ a: [{ key: 'validation.tooDeep' }] });
  });
});
