// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const SRC = path.resolve(import.meta.dirname, 'src');

/** Where a file lives: layer (shared | server | web) and, in web, area and feature name. */
function place(file) {
  const rel = path.relative(SRC, file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return null;
  const [layer, area, feature] = rel;
  return { layer, area, feature: area === 'features' ? feature : undefined, file: rel.join('/') };
}

/**
 * The dependency direction of docs/architecture.md:
 * - shared imports nothing of web or server; web and server never import each other;
 * - web: components/lib -> features -> app; a feature never imports another feature;
 * - server: only *.repo.ts (and db/, plugins/, test helpers) import db/schema; a module reaches
 *   another module only through its *.service.ts.
 */
const dependencyDirection = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
  create(context) {
    const from = place(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) {
        if (
          from.layer === 'shared' &&
          typeof source === 'string' &&
          !/^(zod|node:)/.test(source) &&
          !source.startsWith('.')
        ) {
          if (!/^vitest|fast-check/.test(source))
            context.report({
              node,
              messageId: 'bad',
              data: { why: 'src/shared imports only zod.' },
            });
        }
        if (
          from.layer === 'web' &&
          typeof source === 'string' &&
          /^(fastify|@fastify|drizzle-orm|pg$|@electric-sql|nodemailer|razorpay|pdfkit)/.test(
            source,
          )
        ) {
          context.report({
            node,
            messageId: 'bad',
            data: { why: 'web code cannot use server libraries.' },
          });
        }
        return;
      }
      const to = place(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      const report = (why) => context.report({ node, messageId: 'bad', data: { why } });
      if (from.layer === 'shared' && to.layer !== 'shared')
        return report('src/shared imports nothing of web or server.');
      if (from.layer === 'web' && to.layer === 'server') return report('web never imports server.');
      if (from.layer === 'server' && to.layer === 'web') return report('server never imports web.');
      if (from.layer === 'web' && to.layer === 'web') {
        if (
          (from.area === 'components' || from.area === 'lib' || from.area === 'i18n') &&
          (to.area === 'features' || to.area === 'app')
        ) {
          return report('components, lib and i18n import no feature or app code.');
        }
        if (from.area === 'features' && to.area === 'app')
          return report('a feature does not import app.');
        if (from.area === 'features' && to.area === 'features' && to.feature !== from.feature) {
          return report('a feature never imports another feature; compose them in app/routes.');
        }
      }
      if (from.layer === 'server' && to.layer === 'server' && from.area === 'modules') {
        const isRepoOrTest =
          /\.repo\.ts$|\.test\.ts$|\/test\//.test(from.file) || /fixtures?/.test(from.file);
        if (to.area === 'db' && to.file.includes('db/schema') && !isRepoOrTest) {
          return report('only *.repo.ts touches the db schema.');
        }
        const [, , fromMod] = from.file.split('/');
        const [, toArea, toMod] = to.file.split('/');
        if (
          toArea === 'modules' &&
          toMod !== fromMod &&
          !/\.service(\.ts)?$/.test(to.file) &&
          !isRepoOrTest
        ) {
          return report('reach another module through its *.service.ts.');
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { local: { rules: { 'dependency-direction': dependencyDirection } } },
    rules: {
      'local/dependency-direction': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
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
      },
    },
  },
);
