/** A US dollar amount as the pages write it: US$10,000. */
export const usd = (amount: number) => `US$${amount.toLocaleString('en-US')}`;
