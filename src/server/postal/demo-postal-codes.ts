/**
 * The local CEP table: the places of the demo and the tests (the neighbourhoods mercado delivers to, one outside
 * them, the airport, one in another state). A stand-in for a CEP service, never a claim about every CEP.
 */
import type { PostalAddress } from './postal-adapter';

const place = (zipCode: string, street: string | null, district: string | null, city: string, state: string) => ({
  zipCode,
  street,
  district,
  city,
  state,
});

export const DEMO_POSTAL_CODES: ReadonlyArray<PostalAddress> = [
  place('05435000', 'Rua Harmonia', 'Vila Madalena', 'São Paulo', 'SP'),
  place('05435001', 'Rua Harmonia', 'Vila Madalena', 'São Paulo', 'SP'),
  place('05433000', 'Rua Aspicuelta', 'Vila Madalena', 'São Paulo', 'SP'),
  place('05422010', 'Rua dos Pinheiros', 'Pinheiros', 'São Paulo', 'SP'),
  place('05014000', 'Rua Cardoso de Almeida', 'Perdizes', 'São Paulo', 'SP'),
  place('04010100', 'Rua Domingos de Morais', 'Vila Mariana', 'São Paulo', 'SP'),
  place('05033000', 'Rua Guaicurus', 'Lapa', 'São Paulo', 'SP'),
  place('01310100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'),
  place('04538133', 'Avenida Brigadeiro Faria Lima', 'Itaim Bibi', 'São Paulo', 'SP'),
  place('07190100', 'Rodovia Hélio Smidt', 'Cumbica', 'Guarulhos', 'SP'),
  place('22021001', 'Avenida Atlântica', 'Copacabana', 'Rio de Janeiro', 'RJ'),
  // A town with one CEP for all of it: no street, no district.
  place('13960000', null, null, 'Socorro', 'SP'),
];
