import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Issue 9, deliver 1: every message call is typed by its context's call map, so no call site casts what
 * `call`, `send` or `request` answers (a cast would compile a wrong response type again).
 */
const root = join(__dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const MESSAGE_CALLS = new Set(['call', 'send', 'request']);

function isMessageCall(node: ts.Node): boolean {
  let inner = node;
  while (ts.isParenthesizedExpression(inner) || ts.isAwaitExpression(inner)) inner = inner.expression;
  return (
    ts.isCallExpression(inner) &&
    ts.isPropertyAccessExpression(inner.expression) &&
    MESSAGE_CALLS.has(inner.expression.name.text)
  );
}

function scan(file: string): { calls: number; casts: string[] } {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = { calls: 0, casts: [] as string[] };
  const visit = (node: ts.Node): void => {
    if (isMessageCall(node) && ts.isCallExpression(node)) found.calls += 1;
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && isMessageCall(node.expression)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.casts.push(`${relative(root, file)}:${line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('typed message calls', () => {
  it('leaves no cast of a call, send or request result in apps and libs', () => {
    const results = [...sourceFiles(join(root, 'apps')), ...sourceFiles(join(root, 'libs'))].map(scan);
    // The walk finds the calls it checks: hundreds of them across the services, gateway and web.
    expect(results.reduce((sum, result) => sum + result.calls, 0)).toBeGreaterThan(300);
    expect(results.flatMap((result) => result.casts)).toEqual([]);
  });
});
