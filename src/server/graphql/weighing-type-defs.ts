/** Items sold by weight over GraphQL (docs/business-rules.md "Sold by weight"). */
export const weighingTypeDefs = /* GraphQL */ `
  "How an item sold by weight is chosen: its quantities are grams, from the item's min in steps; its price is per pricedPer grams."
  type ItemWeighing {
    "Grams per tap of + or −."
    step: Int!
    "Grams the item page starts at: the catalogue's start, else the weight the description names, else min."
    start: Int!
    "Grams the item's price is for: 1000 for a price per kilogram, 1 for a price per gram."
    pricedPer: Int!
  }

  extend type Item {
    "Null unless the item is sold by weight."
    weighing: ItemWeighing
  }
`;
