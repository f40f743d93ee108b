/**
 * The public town square, /town/<slug>.
 *
 * Served by the pages router with `unstable_runtimeJS: false`: the page is server-rendered HTML and
 * CSS plus one small inline script, with no React or Next.js runtime in the browser. Players open it
 * many times a day on phones; the app router's runtime alone weighs about 135 KB compressed, which
 * leaves no room within the 150 KB first-load budget (e2e/town-budget.spec.ts guards it).
 *
 * The town's body is rendered once per public version (components/town/town-html.tsx) and shared by
 * every request and stream frame of that version; a request only wraps it in the document.
 */
import type { GetServerSideProps } from "next";
import Head from "next/head";
import { loadPublicTown } from "@/lib/town";
import { LiveStatus } from "@/components/town/town-square";
import { townMainHtml } from "@/components/town/town-html";
import { TOWN_ENHANCE_SCRIPT } from "@/components/town/enhance-script";

export const config = { runtime: "nodejs", unstable_runtimeJS: false };

type Props = { title: string; html: string };

export const getServerSideProps: GetServerSideProps<Props, { slug: string }> = async ({ params, res }) => {
  const slug = params!.slug;
  const town = await loadPublicTown(slug);
  if (!town) return { notFound: true };
  res.setHeader("cache-control", "no-store");
  return { props: { title: town.view.title, html: townMainHtml(slug, town) } };
};

export default function TownPage({ title, html }: Props) {
  return (
    <>
      <Head>
        <title>{`${title} · Grimoire`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <LiveStatus />
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <script dangerouslySetInnerHTML={{ __html: TOWN_ENHANCE_SCRIPT }} />
    </>
  );
}
