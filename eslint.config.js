// Lint: the bugs a type checker lets through (promises nobody awaits, values nobody reads, switches
// that miss a case), over everything `npm run typecheck` checks. Typed rules read each file's nearest
// tsconfig.json (projectService). Style is Prettier's (docs/decisions/0019-prettier.md), so no style rules here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '**/node_modules/**',
      '.wrangler/**',
      'public/**',
      'reports/**',
      'exports/**',
      'studio/dist/**',
      'studio/.sanity/**',
      'src/worker/worker-configuration.d.ts',
      'src/worker/content/sanity.types.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        // The config files are in no tsconfig; scripts/deploy.mjs and scripts/bench/inbox-cases.mjs are
        // typed by their .d.mts for the tests.
        projectService: {
          allowDefaultProject: [
            'eslint.config.js',
            'vitest.config.ts',
            'scripts/deploy.mjs',
            'scripts/bench/inbox-cases.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // An empty catch is how "best effort" is written here (a closed stream, a missing file).
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Control and joining characters in regular expressions are the point where they appear: the text
      // cleaner (src/shared/clean-text.ts) and stega removal (src/worker/preview/stega.ts) strip them.
      'no-control-regex': 'off',
      'no-misleading-character-class': 'off',
      // \`interface Env extends Added {}\` merges declarations (src/worker/settings/env.d.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Types are TypeScript's job; these rules only repeat or contradict it.
      'no-undef': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
