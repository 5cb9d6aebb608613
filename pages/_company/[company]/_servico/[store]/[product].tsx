import type { GetStaticPaths, GetStaticProps } from 'next';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { serviceItemPage } from '@/src/features/item/item-page-data';
import ItemRoute from '../../[store]/[product]';

type Props = PageProps<typeof serviceItemPage>;

/** `/servico/{store}/{product}`: the item page, kept apart from /loja/… by Next (its links stay under /servico). */
export default ItemRoute;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props> = async (context) =>
  (await import('@/src/server/pages/static-page-loader')).loadStaticPage(context, serviceItemPage);
