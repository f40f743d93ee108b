// next-intl checks message keys and their ICU arguments against the English catalogue.
import type { Messages } from "./catalogues";
import type { Locale } from "./locales";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
