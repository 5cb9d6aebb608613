import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Layers: who may import whom (docs/architecture.md, "Layers"). A wrong
 * import fails lint; tests/layers/ proves each rule on small snippets.
 *
 * Each layer names the app folders it may reach (under src/) and the packages
 * it may use, for static imports and for `import()` alike. Relative imports are checked by depth: from a file `d` folders
 * below the layer's root, `../` repeated d + 1 times lands in src/, so the
 * next segment must be a folder the layer may reach.
 */
const SERVER_PACKAGES =
  '^(node:|(fs|path|crypto|os|child_process|net|http|https|stream|worker_threads)(/|$)|server-only$|drizzle-orm(/|$)|drizzle-kit$|pg$|@electric-sql/|graphql-yoga$|@graphql-yoga/|@escape\\.tech/|@node-rs/|nodemailer$)';

/** `packages`: a regex of allowed bare imports (anything else is refused), or `browser` (everything but server packages). */
export const LAYERS = [
  {
    folder: 'domain',
    reach: ['domain'],
    packages: '(luxon|zod|libphonenumber-js)(/|$)',
    why: 'src/domain holds pure business rules: it imports only itself, luxon, zod and libphonenumber-js.',
  },
  {
    folder: 'ui',
    reach: ['ui', 'domain'],
    packages: '(react|react-dom)(/|$)|@mui/|@emotion/',
    why: 'src/ui holds presentational pieces: it imports only itself, src/domain, React and MUI.',
  },
  {
    folder: 'client',
    reach: ['client', 'domain'],
    packages: 'browser',
    why: 'src/client (Apollo client, contexts, hooks) runs in the browser: it imports only itself and src/domain.',
  },
  {
    folder: 'features',
    reach: ['features', 'client', 'ui', 'domain'],
    packages: 'browser',
    why: 'src/features holds screens shipped to the browser: it never imports src/server.',
  },
  {
    folder: 'server',
    reach: ['server', 'domain'],
    packages: 'any',
    why: 'src/server imports no browser layer (src/ui, src/client, src/features).',
  },
];

/**
 * Screens read their page's data with usePageQuery and run browser-side operations with useClientQuery
 * (src/client): Apollo's React entry would put Apollo (about 60 kB gzipped) in the page's first load.
 */
const APOLLO_REACT = {
  regex: '^@apollo/client/react(/|$)',
  message:
    'Read page data with usePageQuery and run browser-side operations with useClientQuery (src/client): Apollo stays out of the first load.',
};

/**
 * Documents arrive parsed (the `.generated.ts` beside each `.graphql`, written by `npm run codegen`), so GraphQL's
 * parser (about 9 kB gzipped) never reaches the browser: code shipped to it may not parse GraphQL text.
 */
const PARSER_MESSAGE =
  'Operations live in .graphql files; import their typed documents from the .generated.ts beside them (npm run codegen): no GraphQL parser in the browser.';
const NO_PARSER = [
  { name: '@apollo/client', importNames: ['gql'], message: PARSER_MESSAGE },
  { name: 'graphql', importNames: ['parse', 'parseValue', 'parseType', 'Source', 'Lexer'], message: PARSER_MESSAGE },
  { name: 'graphql-tag', message: PARSER_MESSAGE },
  { name: 'graphql/language/parser', message: PARSER_MESSAGE },
];

/**
 * Components translate with the app's useTranslation (src/client/i18n/use-translation.ts): one `t` per namespace for
 * a whole server render, where react-i18next's copies the i18n instance in every component (a tenth of a render).
 */
const TRANSLATION_MESSAGE =
  "Translate with useTranslation from '@/src/client/i18n/use-translation': one t per namespace for a whole server render.";
const ONE_TRANSLATION = [
  { name: 'next-i18next/pages', importNames: ['useTranslation'], message: TRANSLATION_MESSAGE },
  { name: 'react-i18next', importNames: ['useTranslation'], message: TRANSLATION_MESSAGE },
];

const escape = (depth) => `^(\\./)?(\\.\\./){${depth + 1}}`;
const oneOf = (names) => `(${names.join('|')})(/|$)`;

function layerRules({ folder, reach, packages, why }, depth) {
  const patterns = [
    { regex: `^@/(?!src/${oneOf(reach)})`, message: why },
    { regex: `${escape(depth)}(?!${oneOf(reach)})`, message: why },
  ];
  if (packages === 'browser')
    patterns.push({ regex: SERVER_PACKAGES, message: `${why} Server packages stay on the server.` });
  else if (packages !== 'any') patterns.push({ regex: `^(?!\\.|@/|${packages})`, message: why });
  // The same paths refused to `import()`: a dynamic import reaches the module as surely as a static one.
  const dynamic = patterns.map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
    message: `${message} (a dynamic import() too)`,
  }));
  if (folder === 'features') patterns.push(APOLLO_REACT);
  const paths = packages === 'browser' ? [...NO_PARSER, ...(folder === 'features' ? ONE_TRANSLATION : [])] : [];
  return {
    files: [`src/${folder}/${'*/'.repeat(depth)}*.{ts,tsx,js,jsx,mjs}`],
    rules: {
      'no-restricted-imports': ['error', { patterns, paths }],
      'no-restricted-syntax': ['error', ...dynamic],
    },
  };
}

/** Files deeper than this below a layer root would escape the rules: tests/layers checks none exists. */
export const LAYER_MAX_DEPTH = 6;
const layerBlocks = LAYERS.flatMap((layer) =>
  Array.from({ length: LAYER_MAX_DEPTH + 1 }, (_, depth) => layerRules(layer, depth)),
);

/** A page is shipped to the browser: it reaches src/server only through a dynamic import inside getServerSideProps (API routes excepted). */
const SERVER_PATH = '(^@/|^(\\./)?(\\.\\./)*)src/server(/|$)';
const pageBlock = {
  files: ['pages/**/*.{ts,tsx,js,jsx}'],
  ignores: ['pages/api/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: SERVER_PATH,
            message: 'A page reaches src/server only inside getServerSideProps, with `await import(…)`.',
          },
          APOLLO_REACT,
        ],
        paths: [...NO_PARSER, ...ONE_TRANSLATION],
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: `ImportExpression[source.value=/${SERVER_PATH.replaceAll('/', '\\/')}/]:not(:matches(FunctionDeclaration[id.name="getServerSideProps"], VariableDeclarator[id.name="getServerSideProps"]) ImportExpression)`,
        message: 'A page reaches src/server only inside getServerSideProps.',
      },
    ],
  },
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.data/**',
      'coverage/**',
      'reports/**',
      '.stryker-tmp/**',
      'drizzle/**',
      'next-env.d.ts',
      'test-results/**',
    ],
  },
  {
    // CommonJS config files read by Next and next-i18next at runtime.
    files: ['**/*.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // GraphQL Yoga plugins are named use…; they are not React hooks.
    files: ['src/server/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...layerBlocks,
  pageBlock,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];

export default config;
