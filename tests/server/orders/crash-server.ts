/**
 * The API without Next, for the kill -9 test: an HTTP server that hands every request to the same handler as
 * pages/api/graphql.ts, on DATABASE_URL. Prints "listening" once it answers.
 */
import http from 'node:http';
import { getDb } from '../../../src/server/db/client';
import { handleGraphQL } from '../../../src/server/graphql/http-handler';

async function main() {
  await getDb();
  const server = http.createServer((req, res) => {
    void handleGraphQL(req, res);
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
}

void main();
