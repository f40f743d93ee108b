/**
 * The public town square, /town/<slug>.
 *
 * Served by the pages router with `unstable_runtimeJS: false`: the page is server-rendered HTML and
 * CSS plus one small inline script, with no React or Next.js runtime in the browser. Players open it
 * many times a day on phones; the app router's runtime alone weighs about 135 KB compressed, which
 * leaves no room within the 150 KB first-load budget (e2e/town-budget.spec.ts guards it).
 */
import type { GetServerSideProps } from "next";
import Head from "next/head";
import { loadPublicTown, type PublicTown } from "@/lib/town";
import { LiveStatus, TownSquare } from "@/components/town/town-square";
import { TOWN_ENHANCE_SCRIPT } from "@/components/town/enhance-script";
import { PUBLIC_PAGE_CSP } from "@/lib/security-headers";

export const config = { runtime: "nodejs", unstable_runtimeJS: false };

type Props = { slug: string; town: Pick<PublicTown, "version" | "view"> };

export const getServerSideProps: GetServerSideProps<Props, { slug: string }> = async ({ params, res }) => {
  const slug = params!.slug;
  const town = await loadPublicTown(slug);
  if (!town) return { notFound: true };
  res.setHeader("cache-control", "no-store");
  res.setHeader("content-security-policy", PUBLIC_PAGE_CSP);
  return { props: { slug, town: { version: town.version, view: town.view } } };
};

export default function TownPage({ slug, town }: Props) {
  return (
    <>
      <Head>
        <title>{`${town.view.title} · Grimoire`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <LiveStatus />
      <TownSquare slug={slug} version={town.version} view={town.view} />
      <script dangerouslySetInnerHTML={{ __html: TOWN_ENHANCE_SCRIPT }} />
    </>
  );
}
