import type { GetServerSideProps } from 'next';

interface Props {
  text: string;
}

/**
 * The yardstick of `npm run bench:web`: a server-rendered page of the same build that does nothing (a constant
 * from getServerSideProps, one paragraph), so the store page's requests per second read as a share of the
 * framework's ceiling here. Served only to the benchmark's server (BENCH=1); anywhere else it is a 404.
 */
export default function TrivialPage({ text }: Props) {
  return <p>{text}</p>;
}

export const getServerSideProps: GetServerSideProps<Props> = async () => {
  if (process.env.BENCH !== '1') return { notFound: true };
  return { props: { text: 'trivial' } };
};
