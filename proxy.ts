/**
 * A fresh nonce per page request for the moderator pages' script policy (lib/app-csp.ts). The town
 * square and player pages set their own hash-based policy; API answers and static files need none.
 */
import { NextResponse, type NextRequest } from "next/server";
import { appPageCsp } from "./lib/app-csp";

export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const csp = appPageCsp(nonce, process.env.NODE_ENV === "development");
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico|town/|seat/).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
