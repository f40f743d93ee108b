/**
 * The public town square, /town/<slug>.
 *
 * Served by the pages router with `unstable_runtimeJS: false`: the page is server-rendered HTML and
 * CSS plus one small inline script, with no React or Next.js runtime in the browser. Players open it
 * many times a day on phones; the app router's runtime alone weighs about 135 KB compressed, which
 * leaves no room within the 150 KB first-load budget (e2e/town-budget.spec.ts guards it).
 *
 * Rendered once per public version: the body by components/town/town-html.tsx (shared with the
 * stream's frames), the whole page kept by lib/live/page-cache.ts and sent as is to later requests.
 */
import type { GetServerSideProps } from "next";
import Head from "next/head";
import { loadPublicTown } from "@/lib/town";
import { capturePage, sendCachedPage } from "@/lib/live/page-cache";
import { LiveStatus } from "@/components/town/town-square";
import { townRendering } from "@/components/town/town-html";
import { TOWN_ENHANCE_SCRIPT } from "@/components/town/enhance-script";
import { PUBLIC_PAGE_CSP } from "@/lib/security-headers";
import type { Locale } from "@/lib/i18n/locales";

export const config = { runtime: "nodejs", unstable_runtimeJS: false };

/** `language` is also what pages/_document.tsx puts in `<html lang>`: the game's. */
type Props = { title: string; html: string; language: Locale };

export const getServerSideProps: GetServerSideProps<Props, { slug: string }> = async ({ params, req, res }) => {
  const slug = params!.slug;
  const town = await loadPublicTown(slug);
  if (!town) return { notFound: true };
  res.setHeader("cache-control", "no-store");
  res.setHeader("content-security-policy", PUBLIC_PAGE_CSP);
  const rendering = townRendering(slug, town);
  const props = { title: town.view.title, html: rendering.html, language: town.view.language };
  // Sent from the cache: the router sees the response is over and renders nothing.
  if (!sendCachedPage(rendering, req, res) && req.method === "GET") capturePage(rendering, res);
  return { props };
};

export default function TownPage({ title, html, language }: Props) {
  return (
    <>
      <Head>
        <title>{`${title} · Grimoire`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <LiveStatus language={language} />
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <script dangerouslySetInnerHTML={{ __html: TOWN_ENHANCE_SCRIPT }} />
    </>
  );
}
