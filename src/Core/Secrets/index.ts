/** The API key filter on the model connection (requests out, replies in). */
export * from "./SecretFilter";
