// Generates Drizzle migrations for every service whose schema changed (drizzle-kit per service).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
for (const service of readdirSync(join(root, 'libs/services'))) {
  const config = join('libs/services', service, 'drizzle.config.ts');
  if (!existsSync(join(root, config))) continue;
  console.log(`drizzle-kit generate: ${service}`);
  execFileSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', config], {
    cwd: root,
    stdio: 'inherit',
  });
}
