/**
 * The current time, passed in rather than read from the system where dates decide something
 * (invoices falling due, renewals, claim windows), so tests and commands can say when "now" is.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
