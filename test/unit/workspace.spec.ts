import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const json = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;

describe('workspace configuration', () => {
  it('gives swc the same path aliases as TypeScript, so the build resolves what typechecks', () => {
    const ts = json('tsconfig.base.json') as { compilerOptions: { paths: unknown } };
    const swc = json('.swcrc') as { jsc: { paths: unknown } };
    expect(swc.jsc.paths).toEqual(ts.compilerOptions.paths);
  });
});
