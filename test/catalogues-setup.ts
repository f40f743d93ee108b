// The catalogues for the rules' code that formats in a language it is given (lib/i18n/formatters.ts), as on the server.
import "@/lib/i18n/messages";
