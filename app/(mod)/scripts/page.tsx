import type { Metadata } from "next";
import Link from "next/link";
import { requirePageModerator } from "@/lib/auth/session";
import { listCustomCharacters, listScripts } from "@/lib/db/scripts";
import { ImportScriptForm, NewScriptForm } from "@/lib/rulesets/clocktower/ui/scripts/script-forms";
import { CatalogueForm } from "@/lib/rulesets/clocktower/ui/scripts/catalogue-form";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("scripts"))("title") };
}
export const dynamic = "force-dynamic";

export default async function ScriptsPage() {
  const me = await requirePageModerator();
  const t = await getTranslations("scripts");
  const [scripts, custom] = await Promise.all([listScripts(me.id), listCustomCharacters(me.id)]);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
      <section aria-labelledby="scripts-heading" className="min-w-0">
        <h1 id="scripts-heading" className="mb-1 text-2xl font-semibold">
          {t("heading")}
        </h1>
        <p className="mb-4 text-sm text-ink-400">{t("intro")}</p>
        <ul className="space-y-2" data-testid="script-list">
          {scripts.map((s) => (
            <li key={s.id}>
              <Link
                href={`/scripts/${s.id}`}
                className="card flex flex-wrap items-center gap-x-3 gap-y-1 hover:border-night-600"
              >
                <span className="font-medium">{s.name}</span>
                {s.author && <span className="text-sm text-ink-400">{t("by", { author: s.author })}</span>}
                <span className="ml-auto flex gap-2 text-xs">
                  <span className="rounded bg-night-700 px-2 py-0.5 text-ink-200">
                    {t("characters", { count: s.characterCount })}
                  </span>
                  {s.builtIn && (
                    <span className="rounded bg-moon-400/15 px-2 py-0.5 text-moon-300">{t("builtIn")}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {scripts.every((s) => s.builtIn) && <p className="mt-3 text-sm text-ink-400">{t("nothingOwn")}</p>}
      </section>
      <aside className="min-w-0 space-y-6">
        <ImportScriptForm />
        <NewScriptForm />
        <CatalogueForm customCount={custom.length} customNames={custom.map((c) => c.name)} />
      </aside>
    </div>
  );
}
