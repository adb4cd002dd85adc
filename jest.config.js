// One Jest run, several projects: unit tests in-process; integration, embedded and browser tests
// against the real system (started by each suite's global setup from the built dist).
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace(/[/]/g, '\\/')}$`,
    `<rootDir>/${target}`,
  ]),
);

const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const server = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper,
};

// The embedded and browser suites start from one seeded data folder made once per run.
const embeddedTemplate = {
  globalSetup: '<rootDir>/test/support/embedded-template.ts',
  globalTeardown: '<rootDir>/test/support/embedded-template-teardown.ts',
};

module.exports = {
  // Jest reads the timeout from the root config only. System tests start processes and a browser on a
  // two-core machine that may be busy; unit tests finish long before this either way.
  testTimeout: 120_000,
  projects: [
    {
      ...server,
      displayName: 'unit',
      setupFiles: ['<rootDir>/test/unit/setup-logging.ts'],
      testMatch: [
        '<rootDir>/libs/**/*.spec.ts',
        '<rootDir>/apps/!(web)/src/**/*.spec.ts',
        '<rootDir>/test/unit/**/*.spec.ts',
      ],
    },
    ...(require('node:fs').existsSync(require('node:path').join(__dirname, 'apps/web/jest.config.cjs'))
      ? ['<rootDir>/apps/web/jest.config.cjs']
      : []),
    {
      ...server,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
    },
    {
      ...server,
      displayName: 'embedded',
      testMatch: ['<rootDir>/test/embedded/**/*.test.ts'],
      ...embeddedTemplate,
    },
    {
      ...server,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      ...embeddedTemplate,
    },
  ],
};
