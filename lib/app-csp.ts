/**
 * The moderator pages' Content-Security-Policy: scripts only with this request's nonce (Next puts
 * it on its own scripts when it finds it in the request's policy, proxy.ts) or loaded by them.
 */
export function appPageCsp(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code for its error overlays; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Style attributes (seat positions, drag previews) carry no script.
    "style-src 'self' 'unsafe-inline'",
    // Character icons from community scripts live on other sites.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
