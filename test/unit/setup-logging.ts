import { configureLogging } from '@atelier/platform';

// Unit tests assert on behaviour; log lines from code under test are noise in their output.
configureLogging({ level: 'silent', app: 'unit-test' });
