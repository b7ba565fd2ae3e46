/** Spec portal 3: the tokens of a signed-in user, as the token store keeps them. */
export interface Tokens {
  readonly accessToken: string;
  readonly idToken?: string;
  readonly refreshToken?: string;
  /** Milliseconds since the epoch; missing when the token endpoint sent no `expires_in`. */
  readonly tokenExpiry?: number;
}
