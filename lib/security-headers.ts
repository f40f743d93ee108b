/**
 * The Content-Security-Policy of the town square and the player's page: their one inline script is
 * allowed by its hash, nothing else runs. (Every page also gets the headers in next.config.js:
 * no framing, no MIME sniffing, a referrer policy, HSTS on https.)
 */
import { createHash } from "node:crypto";
import { TOWN_ENHANCE_SCRIPT } from "@/components/town/enhance-script";
import { SEAT_CARD_SCRIPT } from "@/components/seat/card-script";

const hashOf = (script: string) => `sha256-${createHash("sha256").update(script).digest("base64")}`;
export const TOWN_SCRIPT_HASH = hashOf(TOWN_ENHANCE_SCRIPT);

export const PUBLIC_PAGE_CSP = [
  "default-src 'self'",
  `script-src '${TOWN_SCRIPT_HASH}'`,
  // Inline style attributes (seat positions, colours) are harmless without script.
  "style-src 'self' 'unsafe-inline'",
  // Character icons from community scripts live on other sites.
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/** A player's page: the town's script and its own (the face-down card, components/seat/card-script.ts). */
export const SEAT_PAGE_CSP = PUBLIC_PAGE_CSP.replace(
  `script-src '${TOWN_SCRIPT_HASH}'`,
  `script-src '${TOWN_SCRIPT_HASH}' '${hashOf(SEAT_CARD_SCRIPT)}'`,
);
