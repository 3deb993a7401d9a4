/** What the traveller saves against the struck-out original price; 0 when there is none. */
export const savingOf = ({ price, original_price }: { price: number; original_price: number | null }): number =>
  original_price !== null && original_price > price ? original_price - price : 0;
