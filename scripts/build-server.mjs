// Compiles every server app and lib with swc into dist/server, keeping the source layout so that
// migrations folders (copied alongside) resolve from __dirname exactly as they do from source.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'dist/server');
const apps = readdirSync(join(root, 'apps'))
  .filter((name) => name !== 'web')
  .map((name) => `apps/${name}/src`);
const started = Date.now();
rmSync(out, { recursive: true, force: true });
execFileSync(
  join(root, 'node_modules/.bin/swc'),
  [...apps, 'libs', '-d', out, '--config-file', '.swcrc', '--ignore', '**/*.spec.ts,**/*.test.ts', '--quiet'],
  { cwd: root, stdio: 'inherit' },
);
// Drizzle reads migrations (SQL and its journal) at run time.
const copyMigrations = (dir) => {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const rel = join(dir, entry.name);
    if (entry.name === 'migrations') cpSync(join(root, rel), join(out, rel), { recursive: true });
    else if (entry.name !== 'node_modules') copyMigrations(rel);
  }
};
copyMigrations('libs');
if (!existsSync(join(out, 'apps/embedded/src/main.js')))
  throw new Error('build-server: embedded main missing');
console.log(`build-server: dist/server in ${Date.now() - started} ms`);
