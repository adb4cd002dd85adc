/** Jest config for the web app: jsdom, SWC (TSX, automatic React runtime), CSS through identity-obj-proxy. */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    // Each contract's browser entry point (constants and error codes; DTOs and types as types only).
    '^@atelier/contracts/(common|identity|catalogue|orders|admin|sync)$':
      '<rootDir>/../../libs/contracts/$1/src/browser.ts',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  clearMocks: true,
  restoreMocks: true,
};
