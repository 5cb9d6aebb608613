/** /empresa/faturas/AAAA-MM.pdf and .csv: the month's statement (src/server/business/statement-route.ts). */
import type { GetServerSideProps } from 'next';

export const getServerSideProps: GetServerSideProps = async (context) =>
  (await import('@/src/server/business/statement-route')).serveStatement(context);

export default function Statement() {
  return null;
}
