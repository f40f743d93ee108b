import type { Metadata } from "next";
import Link from "next/link";
import { requirePageModerator } from "@/lib/auth/session";
import { listCustomCharacters, listScripts } from "@/lib/db/scripts";
import { ImportScriptForm, NewScriptForm } from "./script-forms";
import { CatalogueForm } from "./catalogue-form";

export const metadata: Metadata = { title: "Scripts" };
export const dynamic = "force-dynamic";

export default async function ScriptsPage() {
  const me = await requirePageModerator();
  const [scripts, custom] = await Promise.all([listScripts(me.id), listCustomCharacters(me.id)]);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
      <section aria-labelledby="scripts-heading" className="min-w-0">
        <h1 id="scripts-heading" className="mb-1 text-2xl font-semibold">
          Script library
        </h1>
        <p className="mb-4 text-sm text-ink-400">
          Clocktower-style scripts for your games. A game keeps its own copy of its script: editing one here never
          changes a running game.
        </p>
        <ul className="space-y-2" data-testid="script-list">
          {scripts.map((s) => (
            <li key={s.id}>
              <Link
                href={`/scripts/${s.id}`}
                className="card flex flex-wrap items-center gap-x-3 gap-y-1 hover:border-night-600"
              >
                <span className="font-medium">{s.name}</span>
                {s.author && <span className="text-sm text-ink-400">by {s.author}</span>}
                <span className="ml-auto flex gap-2 text-xs">
                  <span className="rounded bg-night-700 px-2 py-0.5 text-ink-200">{s.characterCount} characters</span>
                  {s.builtIn && <span className="rounded bg-moon-400/15 px-2 py-0.5 text-moon-300">built-in</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {scripts.every((s) => s.builtIn) && (
          <p className="mt-3 text-sm text-ink-400">
            Nothing of your own yet: import a script, start a new one, or duplicate the built-in one.
          </p>
        )}
      </section>
      <aside className="min-w-0 space-y-6">
        <ImportScriptForm />
        <NewScriptForm />
        <CatalogueForm customCount={custom.length} customNames={custom.map((c) => c.name)} />
      </aside>
    </div>
  );
}
