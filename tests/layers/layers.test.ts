/**
 * The layers are enforced by lint (eslint.config.mjs): each case lints a
 * small snippet as if it were a file of that folder and expects the layer
 * rule to refuse it, or to let it through.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';

const root = path.resolve(__dirname, '../..');
const LAYER_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);
let eslint: ESLint;
/** What eslint.config.mjs says about its layers (a JavaScript file, so typed here). */
let layers: { LAYER_MAX_DEPTH: number; LAYERS: { folder: string }[] };

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  layers = await import(pathToFileURL(path.join(root, 'eslint.config.mjs')).href);
});

/** The layer rule messages for `code` linted as the file `file` (relative to the project root). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, 'the snippet parses').toEqual([]);
  return result.messages.filter((m) => m.ruleId !== null && LAYER_RULES.has(m.ruleId)).map((m) => m.message);
}

const refused: [string, string, string][] = [
  [
    'a feature imports the server (alias)',
    'src/features/catalog/Thing.tsx',
    "import { getDb } from '@/src/server/db/client';\nexport const x = getDb;",
  ],
  [
    'a feature imports a server type',
    'src/features/catalog/Thing.tsx',
    "import type { Db } from '@/src/server/db/engine';\nexport type X = Db;",
  ],
  [
    'a feature imports the server (relative)',
    'src/features/catalog/Thing.tsx',
    "import { getDb } from '../../server/db/client';\nexport const x = getDb;",
  ],
  [
    'a feature reaches the server by a dynamic import (alias)',
    'src/features/orders/thing.ts',
    "export async function load() {\n  const { serverSession } = await import('@/src/server/identity/server-session');\n  return serverSession;\n}",
  ],
  [
    'a feature reaches the server by a dynamic import (relative)',
    'src/features/orders/thing.ts',
    "export async function load() {\n  const { getDb } = await import('../../server/db/client');\n  return getDb;\n}",
  ],
  [
    'a feature reaches the server by a dynamic import, without awaiting it',
    'src/features/account/deep/thing.ts',
    "export const load = () => import('../../../server/accounts/account-overview');",
  ],
  [
    'the ui reaches the server by a dynamic import',
    'src/ui/Thing.tsx',
    "export const load = () => import('@/src/server/db/client');",
  ],
  [
    'the client reaches the server by a dynamic import (relative)',
    'src/client/session/thing.ts',
    "export const load = () => import('../../server/identity/server-session');",
  ],
  [
    'the client reaches a feature by a dynamic import',
    'src/client/thing.ts',
    "export const load = () => import('@/src/features/orders/order-actions');",
  ],
  [
    'a feature loads a server package by a dynamic import',
    'src/features/catalog/thing.ts',
    "export const load = () => import('drizzle-orm');",
  ],
  [
    'a feature imports a page',
    'src/features/catalog/Thing.tsx',
    "import Page from '@/pages/404';\nexport const x = Page;",
  ],
  [
    'a feature imports a database package',
    'src/features/catalog/Thing.tsx',
    "import { eq } from 'drizzle-orm';\nexport const x = eq;",
  ],
  [
    "a feature renders with Apollo's React hooks",
    'src/features/store/Thing.tsx',
    "import { useQuery } from '@apollo/client/react';\nexport const x = useQuery;",
  ],
  [
    "a page renders with Apollo's React hooks",
    'pages/thing.tsx',
    "import { useQuery } from '@apollo/client/react';\nexport default function P() { return useQuery; }",
  ],
  [
    "a feature parses GraphQL with Apollo's gql",
    'src/features/store/thing.ts',
    "import { gql } from '@apollo/client';\nexport const x = gql`query Q { a }`;",
  ],
  [
    "the browser client parses GraphQL with graphql's parse",
    'src/client/thing.ts',
    "import { parse } from 'graphql';\nexport const x = parse('{ a }');",
  ],
  [
    'a page parses GraphQL with graphql-tag',
    'pages/thing.tsx',
    "import gql from 'graphql-tag';\nexport default function P() { return gql`{ a }`; }",
  ],
  [
    "a feature translates with next-i18next's useTranslation instead of the app's",
    'src/features/store/Thing.tsx',
    "import { useTranslation } from 'next-i18next/pages';\nexport const x = useTranslation;",
  ],
  [
    "a page translates with react-i18next's useTranslation instead of the app's",
    'pages/thing.tsx',
    "import { useTranslation } from 'react-i18next';\nexport default function P() { return useTranslation; }",
  ],
  [
    'a feature imports a Node built-in',
    'src/features/catalog/Thing.tsx',
    "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;",
  ],
  [
    'the domain imports React',
    'src/domain/pricing/thing.ts',
    "import { useState } from 'react';\nexport const x = useState;",
  ],
  [
    'the domain imports React (top-level file)',
    'src/domain/thing.ts',
    "import * as React from 'react';\nexport const x = React;",
  ],
  [
    'the domain imports Next',
    'src/domain/pricing/thing.ts',
    "import Router from 'next/router';\nexport const x = Router;",
  ],
  [
    'the domain imports the server (relative)',
    'src/domain/pricing/thing.ts',
    "import { getDb } from '../../server/db/client';\nexport const x = getDb;",
  ],
  [
    'a top-level domain file imports the server',
    'src/domain/thing.ts',
    "import { systemClock } from '../server/clock';\nexport const x = systemClock;",
  ],
  [
    'the domain imports the ui (alias)',
    'src/domain/pricing/thing.ts',
    "import { theme } from '@/src/ui/theme';\nexport const x = theme;",
  ],
  [
    'the ui imports a feature',
    'src/ui/Thing.tsx',
    "import { CompanyHome } from '@/src/features/catalog/CompanyHome';\nexport const x = CompanyHome;",
  ],
  [
    'the ui imports the client layer',
    'src/ui/Thing.tsx',
    "import { getOrCreateClientId } from '../client/client-id';\nexport const x = getOrCreateClientId;",
  ],
  [
    'the ui imports Apollo',
    'src/ui/Thing.tsx',
    "import { ApolloClient } from '@apollo/client';\nexport const x = ApolloClient;",
  ],
  [
    'the client imports the server',
    'src/client/thing.ts',
    "import { getDb } from '@/src/server/db/client';\nexport const x = getDb;",
  ],
  [
    'the client imports a feature',
    'src/client/hooks/thing.ts',
    "import { CompanyHome } from '../../features/catalog/CompanyHome';\nexport const x = CompanyHome;",
  ],
  [
    'a feature imports the contracts folder, which no longer exists',
    'src/features/catalog/Thing.tsx',
    "import type { X } from '@/src/contracts/company-home';\nexport type Y = X;",
  ],
  [
    'the server imports the ui',
    'src/server/catalog/thing.ts',
    "import { theme } from '../../ui/theme';\nexport const x = theme;",
  ],
  [
    'a page imports the server statically',
    'pages/_company/[company]/index.tsx',
    "import { loadCompanyHome } from '@/src/server/catalog/company-home';\nexport const x = loadCompanyHome;",
  ],
  [
    'a page imports a server type',
    'pages/_company/[company]/index.tsx',
    "import type { Db } from '@/src/server/db/engine';\nexport type X = Db;",
  ],
  [
    'a page reaches the server outside getServerSideProps',
    'pages/_company/[company]/index.tsx',
    "export async function load() {\n  const { getDb } = await import('@/src/server/db/client');\n  return getDb;\n}",
  ],
  [
    '_app imports the server',
    'pages/_app.tsx',
    "import { getDb } from '@/src/server/db/client';\nexport const x = getDb;",
  ],
];

const allowed: [string, string, string][] = [
  [
    'a feature imports a generated typed document, the schema types and graphql types',
    'src/features/store/thing.ts',
    [
      "import { StorePageOperation } from './store-page.generated';",
      "import type { OrderInput } from '@/src/domain/graphql/schema-types.generated';",
      "import type { DocumentNode } from 'graphql';",
      'export const x: [typeof StorePageOperation, OrderInput | null, DocumentNode | null] = [StorePageOperation, null, null];',
    ].join('\n'),
  ],
  [
    'a feature imports ui, client and the domain',
    'src/features/catalog/Thing.tsx',
    [
      "import { theme } from '@/src/ui/theme';",
      "import { getOrCreateClientId } from '@/src/client/client-id';",
      "import { formatBRL } from '../../domain/brazil/format';",
      "import Box from '@mui/material/Box';",
      "import { useTranslation } from '@/src/client/i18n/use-translation';",
      "import { Trans } from 'next-i18next/pages';",
      'export const x = [theme, getOrCreateClientId, formatBRL, Box, useTranslation, Trans];',
    ].join('\n'),
  ],
  [
    'a feature loads its own code, the client layer and a browser package by dynamic imports',
    'src/features/orders/thing.ts',
    [
      "export const ops = () => import('./order-documents');",
      "export const client = () => import('@/src/client/browser-client');",
      "export const stripe = () => import('@stripe/stripe-js/pure');",
      "export const card = () => import('../checkout/card-form-stripe');",
    ].join('\n'),
  ],
  [
    'the client loads its own Apollo client by a dynamic import',
    'src/client/thing.ts',
    "export const load = () => import('./browser-apollo');",
  ],
  [
    'the domain imports itself, luxon, zod and libphonenumber-js',
    'src/domain/pricing/thing.ts',
    [
      "import { DateTime } from 'luxon';",
      "import { z } from 'zod';",
      "import { parsePhoneNumberFromString } from 'libphonenumber-js/min';",
      "import { reaisToCents } from './money';",
      "import { parseTimeOfDay } from '../time/time-of-day';",
      "import type { Locale } from '../locale';",
      "import { formatBRL } from '@/src/domain/brazil/format';",
      'export const x = [DateTime, z, parsePhoneNumberFromString, reaisToCents, parseTimeOfDay, formatBRL];',
      'export type X = Locale;',
    ].join('\n'),
  ],
  [
    'the ui imports MUI, React and the domain',
    'src/ui/Thing.tsx',
    [
      "import { useState } from 'react';",
      "import Box from '@mui/material/Box';",
      "import { contrastText } from './contrast-text';",
      "import { formatBRL } from '@/src/domain/brazil/format';",
      'export const x = [useState, Box, contrastText, formatBRL];',
    ].join('\n'),
  ],
  [
    'the client imports js-cookie, Apollo and the domain',
    'src/client/thing.ts',
    [
      "import Cookies from 'js-cookie';",
      "import { ApolloClient } from '@apollo/client';",
      "import type { Locale } from '../domain/locale';",
      'export const x = [Cookies, ApolloClient];',
      'export type X = Locale;',
    ].join('\n'),
  ],
  [
    'the server imports the domain',
    'src/server/catalog/thing.ts',
    [
      "import { reaisToCents } from '../../domain/pricing/money';",
      "import { getDb } from '../db/client';",
      'export const x = [reaisToCents, getDb];',
    ].join('\n'),
  ],
  [
    'a page reaches the server inside getServerSideProps (arrow)',
    'pages/_company/[company]/index.tsx',
    [
      "import type { GetServerSideProps } from 'next';",
      'export const getServerSideProps: GetServerSideProps<{ home: unknown }> = async () => {',
      "  const { loadCompanyHome } = await import('@/src/server/catalog/company-home');",
      "  const home = await loadCompanyHome('aeroporto', 'pt-BR');",
      '  return home ? { props: { home } } : { notFound: true };',
      '};',
    ].join('\n'),
  ],
  [
    'a page reaches the server inside getServerSideProps (function)',
    'pages/_company/[company]/index.tsx',
    [
      'export async function getServerSideProps() {',
      "  const { getDb } = await import('@/src/server/db/client');",
      '  await getDb();',
      '  return { props: {} };',
      '}',
    ].join('\n'),
  ],
  [
    'an API route imports the server',
    'pages/api/thing.ts',
    "import { getDb } from '@/src/server/db/client';\nexport const x = getDb;",
  ],
  [
    'a test imports anything',
    'tests/server/thing.test.ts',
    "import { getDb } from '@/src/server/db/client';\nimport { theme } from '@/src/ui/theme';\nexport const x = [getDb, theme];",
  ],
];

describe('layers: a wrong import fails lint', () => {
  it.each(refused)('%s', async (_name, file, code) => {
    expect(await layerErrors(file, code)).not.toEqual([]);
  });
});

describe('layers: allowed imports pass', () => {
  it.each(allowed)('%s', async (_name, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});

describe('layers: every source file is under a rule', () => {
  const src = path.join(root, 'src');

  it('every folder of src/ is a layer', () => {
    const folders = fs
      .readdirSync(src, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const known = layers.LAYERS.map((layer) => layer.folder);
    expect(folders.filter((folder) => !known.includes(folder))).toEqual([]);
  });

  it('no file lies deeper below its layer than the rules reach', () => {
    const tooDeep = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.split(path.sep).length - 2 > layers.LAYER_MAX_DEPTH);
    expect(tooDeep).toEqual([]);
  });
});
