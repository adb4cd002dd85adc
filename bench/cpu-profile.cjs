// Preloaded with `--require` (NODE_OPTIONS refuses --cpu-prof): profiles the whole process and writes a
// V8 CPU profile into CPU_PROFILE_DIR when it exits, named after its app (dist/server/apps/<app>/...).
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const app = /apps\/([^/]+)\//.exec(process.argv[1] ?? '')?.[1] ?? 'node';
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    // A session on the process's own thread answers synchronously, so this completes before exit.
    session.post('Profiler.stop', (error, result) => {
      if (!error) {
        writeFileSync(join(dir, `${app}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
      }
    });
  };
  process.on('exit', write);
  // Nest's shutdown hooks end the process by raising the signal again, which skips 'exit': write first,
  // then step aside so the raised signal ends the process as it would have.
  const onTerm = () => {
    process.removeListener('SIGTERM', onTerm);
    write();
  };
  process.prependListener('SIGTERM', onTerm);
}
