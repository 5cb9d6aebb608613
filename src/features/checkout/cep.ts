/** A CEP as people write it, "01310-100", from what was typed or stored (digits only, at most 8). */
export const formatCep = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 8)
    .replace(/^(\d{5})(\d)/, '$1-$2');
