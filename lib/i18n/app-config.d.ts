// next-intl checks message keys and their ICU arguments against the English catalogue.
import type en from "@/messages/en.json";
import type { Locale } from "./locales";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
