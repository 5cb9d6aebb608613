/** The hosts the end-to-end specs open, on the port Playwright started the server on (playwright.config.ts). */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The bare root host: the API there names the company by argument (Node does not resolve *.localhost as browsers do). */
export const ROOT = `http://localhost:${PORT}`;
export const AERO = `http://aeroporto.localhost:${PORT}`;
export const MERCADO_LOCAL = `http://mercado.localhost:${PORT}`;
