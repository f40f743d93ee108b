/** Moderator accounts: better-auth with email, username and password, sessions in HTTP-only cookies. */
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { nextCookies } from "better-auth/next-js";
import { username } from "better-auth/plugins";
import { prisma } from "../db/client";
import { env } from "../env";
import { authSecret } from "./secret";

/**
 * APP_URL is the app's one address setting. better-auth would otherwise silently take its own from
 * BETTER_AUTH_URL, BASE_URL and the like (and trust more origins from BETTER_AUTH_TRUSTED_ORIGINS);
 * those are removed so that, without APP_URL, the address is the request's own.
 */
const BETTER_AUTH_ADDRESS_VARIABLES = [
  "BETTER_AUTH_URL",
  "NEXT_PUBLIC_BETTER_AUTH_URL",
  "PUBLIC_BETTER_AUTH_URL",
  "NUXT_PUBLIC_BETTER_AUTH_URL",
  "NUXT_PUBLIC_AUTH_URL",
  "BASE_URL",
  "BETTER_AUTH_TRUSTED_ORIGINS",
];
for (const name of BETTER_AUTH_ADDRESS_VARIABLES) {
  if (process.env[name]) console.warn(`[grimoire] ignoring ${name}: set APP_URL to the app's address instead.`);
  delete process.env[name];
}

const rateLimitOn = env.RATE_LIMIT ? env.RATE_LIMIT === "true" : env.NODE_ENV === "production";

export const auth = betterAuth({
  appName: "Grimoire",
  baseURL: env.APP_URL,
  secret: authSecret(),
  database: prismaAdapter(prisma, { provider: "postgresql" }),
  emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
  session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
  rateLimit: {
    enabled: rateLimitOn,
    storage: "database",
    window: 60,
    max: 100,
    customRules: {
      "/sign-in/email": { window: 60, max: env.SIGN_IN_RATE_LIMIT },
      "/sign-in/username": { window: 60, max: env.SIGN_IN_RATE_LIMIT },
      "/sign-up/email": { window: 60, max: 20 },
    },
  },
  advanced: {
    ipAddress: { ipAddressHeaders: env.TRUSTED_IP_HEADER ? [env.TRUSTED_IP_HEADER] : [] },
    useSecureCookies: env.APP_URL?.startsWith("https://") ?? false,
  },
  plugins: [username({ minUsernameLength: 2, maxUsernameLength: 30 }), nextCookies()],
});

export type AuthSession = typeof auth.$Infer.Session;
