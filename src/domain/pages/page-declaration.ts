/**
 * What a page declares to the server's page loader (src/server/pages/page-loader.ts; docs/notes-loader.md): where
 * its company comes from, the shell's query, its label namespaces, whether it reads the session and who may see
 * it, its cache policy, and its own operations, run through the tools the loader hands it. A declaration is plain
 * data and functions of the request: it builds no client and reaches no server module, so it is safe in any layer.
 */
import { PAGE_DATA_PROP, type OperationDocument, type PageData } from './page-data-key';
import type { PageSourceInput, PageSourceName, PageSourceOutput } from './page-sources';

/** The signed-in user as a page's server code hands it to the screen: public fields only. */
export interface PageUser {
  name: string | null;
  email: string;
  emailVerified: boolean;
}

/** What every loaded page receives besides its own props (and the translations). */
export interface PageBaseProps {
  company: string;
  /** The company's address for absolute links (canonical, Open Graph). */
  origin: string;
  [PAGE_DATA_PROP]: PageData;
}

/** The request as a declaration sees it. */
export interface PageRequest {
  company: string;
  params: Readonly<Record<string, string | string[] | undefined>>;
  query: Readonly<Record<string, string | string[] | undefined>>;
  locale: string | undefined;
  defaultLocale: string | undefined;
  /** The path Next resolved, with its query (a rewritten path shows its internal route). */
  resolvedUrl: string;
  /** The path the visitor asked for, before the proxy's rewrite. */
  url: string;
  origin: string;
}

/** The request's session as the page may know it. */
export interface PageSession {
  user: PageUser | null;
  /** The company's main catalogue asks shoppers to sign in. */
  requiredAuth: boolean;
}

/** The answer of the operation that reads a company's sign-in flag (its main catalogue's `requiredAuth`). */
export interface RequiredAuthResult {
  catalog: { requiredAuth: boolean } | null;
}

/** A page that reads the session: once per request; its operations then run as the session's user. */
export interface SessionRule {
  requiredAuth: OperationDocument<RequiredAuthResult, { company: string }>;
  /** Where the visitor must go instead (a path in the request's language), or null to stay. Absent: no guard. */
  guard?(session: PageSession, request: PageRequest): string | null;
}

/** What a page's `data` answers; `status` (a 403, a 404 with its screen) is for pages outside the page cache. */
export type PageOutcome<P> =
  { props: P; status?: number } | { notFound: true } | { redirect: { destination: string; permanent: boolean } };

/** What the loader hands a page's `data`. */
export interface PageTools {
  /** Runs one operation against the schema, in the page's one context; its result goes to `usePageQuery`. */
  query<TData, TVariables>(
    document: OperationDocument<TData, TVariables>,
    variables: NoInfer<TVariables>,
  ): Promise<TData | undefined>;
  /** Server data that is not GraphQL, by name (src/server/pages/page-sources.ts). */
  source<K extends PageSourceName>(name: K, ...input: PageSourceInput<K>): Promise<PageSourceOutput<K>>;
  /** The session read, when the page declared `session`; null otherwise. */
  session: PageSession | null;
}

export interface PageDeclaration<P extends object = object> {
  /** The proxy's `x-company` (paths it does not rewrite), or the route's `[company]` segment (rewritten paths). */
  company: 'proxy' | 'route';
  /** The request's shape alone (route segments, query): false is a 404 before anything is read. */
  accept?(request: PageRequest): boolean;
  /** The shell's query (top bar, footer), run for the company; an unknown company is a 404. Null: no shell. */
  layout: OperationDocument<{ company?: unknown }, { company: string }> | null;
  /** Label namespaces, loaded once per render. */
  namespaces: readonly string[];
  session?: SessionRule;
  /** 'public': anonymous renders are shared for the minute (src/server/page-cache.ts); 'private': never stored. */
  cache?: 'public' | 'private';
  /** More response headers of the page. */
  headers?: Readonly<Record<string, string>>;
  /** The page's own operations and props; absent: the shell alone. */
  data?(request: PageRequest, tools: PageTools): Promise<PageOutcome<P>>;
}

/** A loaded page's props: the base, the page's own (and the translations, which no screen reads as a prop). */
export type PageProps<D> = D extends PageDeclaration<infer P> ? PageBaseProps & P : never;
