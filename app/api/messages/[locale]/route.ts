/**
 * GET /api/messages/<locale>?ns=secretMoon: parts of one language's catalogue, for a client component
 * that speaks a language other than its reader's (lib/i18n/use-words-in.ts). The words are public
 * (every page ships some); only namespaces and their parts are answered, never the whole catalogue.
 */
import { isLocale } from "@/lib/i18n/locales";
import { catalogue } from "@/lib/i18n/render";
import { isWordsPath, pick } from "@/lib/i18n/namespaces";

export async function GET(req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const asked = new URL(req.url).searchParams.getAll("ns");
  if (!isLocale(locale) || asked.length === 0 || asked.length > 8) return new Response(null, { status: 404 });
  const messages = catalogue(locale);
  if (!asked.every((path) => isWordsPath(messages, path))) return new Response(null, { status: 404 });
  return Response.json(pick(messages, asked), {
    // The words change only with a new build; a page asks once per language and namespace.
    // not text: a header value
    headers: { "cache-control": "private, max-age=3600" },
  });
}
