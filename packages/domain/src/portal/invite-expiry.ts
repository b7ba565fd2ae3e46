/**
 * How long an invite's link stays valid. The spec names no period; a week lets an invitee who is
 * away for a few days still accept, and is short enough that a forgotten link soon stops working.
 */
export const inviteValidityMs = 7 * 24 * 60 * 60 * 1000;

/**
 * When an invite sent at `sentAt` (epoch milliseconds) expires. A resent or new invite is sent
 * again, so it counts from its own sending.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export function inviteExpiresAt(sentAt: number): number {
  return sentAt + inviteValidityMs;
}

/**
 * Whether an invite sent at `sentAt` has expired at `now`: from its expiry on, the link is void.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export function inviteExpired(sentAt: number, now: number): boolean {
  return now >= inviteExpiresAt(sentAt);
}
