/**
 * A client provider with only the words its client components read (lib/i18n/namespaces.ts). A server
 * component: the whole catalogue stays on the server and the page's RSC payload carries the parts picked.
 */
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Messages } from "./catalogues";
import { pick, type WordsPath } from "./namespaces";

export async function ClientWords({ words, children }: { words: readonly WordsPath[]; children: React.ReactNode }) {
  const messages = (await getMessages()) as Messages;
  // The provider's type asks for a whole catalogue; the picked parts are all that this subtree's keys reach.
  return <NextIntlClientProvider messages={pick(messages, words) as Messages}>{children}</NextIntlClientProvider>;
}
