// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const ROOT = import.meta.dirname;
const SRC = path.join(ROOT, 'src');
const dirsIn = (dir) =>
  readdirSync(path.join(SRC, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const MODULES = dirsIn('server/modules');
const FEATURES = dirsIn('web/features');

/** Files exempt from the module rules: tests and their fixtures may reach into any module. */
const NOT_TEST = '!(*.test|*.race.test|*.fixture)';

/**
 * The dependency direction of docs/architecture.md, as import-x/no-restricted-paths zones:
 * - shared imports nothing of web or server; web and server never import each other;
 * - web: components/lib/i18n -> features -> app; a feature never imports another feature;
 * - server: routes -> service -> repo; only *.repo.ts touches db/schema; a route never imports a
 *   repo; a module reaches another module only through its *.service.ts.
 */
const zones = [
  {
    target: 'src/shared',
    from: ['src/web', 'src/server'],
    message: 'src/shared imports nothing of web or server.',
  },
  { target: 'src/web', from: 'src/server', message: 'web never imports server.' },
  { target: 'src/server', from: 'src/web', message: 'server never imports web.' },
  {
    target: ['src/web/components', 'src/web/lib', 'src/web/i18n'],
    from: ['src/web/features', 'src/web/app'],
    message: 'components, lib and i18n import no feature or app code.',
  },
  { target: 'src/web/features', from: 'src/web/app', message: 'a feature does not import app.' },
  {
    target: ['src/web/components', 'src/web/lib', 'src/web/i18n', 'src/web/features'],
    from: 'src/web/admin',
    message: 'the public site never imports the back office (its own chunk, ADR 130).',
  },
  {
    target: 'src/web/admin',
    from: ['src/web/features', 'src/web/app', 'src/web/i18n'],
    message: 'the back office uses components and lib only (English only, ADR 130).',
  },
  ...FEATURES.map((f) => ({
    target: `src/web/features/${f}`,
    from: 'src/web/features',
    except: [`./${f}`],
    message: 'a feature never imports another feature; compose them in app/routes.',
  })),
  {
    target: 'src/server/modules/**/!(*.repo|*.test|*.race.test|*.fixture).ts',
    from: 'src/server/db/schema',
    message: 'only *.repo.ts touches the db schema.',
  },
  {
    target: 'src/server/modules/**/*.routes.ts',
    from: 'src/server/modules/**/*.repo.ts',
    message: 'a route calls its service; only the service uses the repo.',
  },
  ...MODULES.map((m) => ({
    target: `src/server/modules/${m}/**/${NOT_TEST}.ts`,
    from: `src/server/modules/!(${m})/**/!(*.service).ts`,
    message: 'reach another module through its *.service.ts.',
  })),
];

/** Server packages web code may not use (no-restricted-imports). */
const SERVER_LIBRARIES = {
  paths: ['fastify', 'drizzle-orm', 'pg', 'nodemailer', 'razorpay', 'pdfkit'].map((name) => ({
    name,
    message: 'web code cannot use server libraries.',
  })),
  patterns: [
    {
      group: ['@fastify/*', '@electric-sql/*', 'drizzle-orm/*'],
      message: 'web code cannot use server libraries.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'migrations/**',
      'public/**',
      'test-results/**',
      // probes for tools/lint/boundaries.test.ts (an import cycle on purpose)
      'tools/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads TypeScript files too (without this, no-cycle skips every .ts dependency)
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // any package but zod (relative paths are the zones' business)
              regex: '^(?!zod(/|$)|\\.)',
              message: 'src/shared imports only zod.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', SERVER_LIBRARIES],
    },
  },
  {
    files: ['src/server/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'a route calls its service; only *.repo.ts uses drizzle-orm.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'tools/**/*.{js,mjs}',
      'bench/**/*.{js,mjs}',
      'eslint.config.js',
    ],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        AbortSignal: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
);
