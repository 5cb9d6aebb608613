/** The demo accounts the specs sign in with (src/server/demo, README.md). */
export interface Account {
  email: string;
  password: string;
}

export const SHOPPER: Account = { email: 'viajante@exemplo.test', password: 'Viagem-Tranquila-2026' };
export const AERO_STAFF: Account = { email: 'equipe@aeroporto.test', password: 'Embarque-Seguro-2026' };
export const MERCADO_STAFF: Account = { email: 'equipe@mercado.test', password: 'Feira-Fresca-2026' };
