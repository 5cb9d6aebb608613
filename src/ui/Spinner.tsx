/**
 * A busy ring in the text's colour, drawn by global.css: MUI's CircularProgress costs a page about 3 kB gzipped
 * for the same look. Decorative (aria-hidden): the control it sits in says it is busy (aria-busy, role=status).
 */
export function Spinner({ size = 20 }: { size?: number }) {
  return <span className="sf-spinner" aria-hidden="true" style={{ width: size, height: size }} />;
}
