// Accounts, sessions, tokens, consents, georef cache: owned by modules/accounts.
export {};
