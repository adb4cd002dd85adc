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
    // The shared account-form rules (the same tsconfig path as the server uses).
    '^@atelier/contracts/common$': '<rootDir>/../../libs/contracts/common/src/browser.ts',
    // The orders contract's constants (no imports; its index brings Nest DTOs and is imported for types only).
    // The catalogue contract's constants (no imports), like the orders one.
    '^@atelier/contracts/catalogue/constants$':
      '<rootDir>/../../libs/contracts/catalogue/src/catalogue.constants.ts',
    '^@atelier/contracts/orders/constants$': '<rootDir>/../../libs/contracts/orders/src/orders.constants.ts',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  clearMocks: true,
  restoreMocks: true,
};
