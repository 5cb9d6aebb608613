import { PGlite } from '@electric-sql/pglite';
async function main() {
  let t = performance.now();
  const a = await PGlite.create();
  console.log('fresh memory', Math.round(performance.now() - t));
  await a.exec('create table x(id int)');
  t = performance.now();
  const dump = await a.dumpDataDir('none');
  console.log('dump', Math.round(performance.now() - t), dump.size);
  t = performance.now();
  const b = await PGlite.create({ loadDataDir: dump });
  console.log('from dump', Math.round(performance.now() - t), (await b.query('select count(*) from x')).rows);
  t = performance.now();
  const c = await PGlite.create();
  console.log('fresh memory 2', Math.round(performance.now() - t));
}
main();
