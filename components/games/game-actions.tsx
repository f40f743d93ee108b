"use client";
import { useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api";

/** Archive or unarchive a game in my own list. */
export function ArchiveButton({ gameId, title, archived }: { gameId: string; title: string; archived: boolean }) {
  const t = useTranslations("games.actions");
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost min-h-11 px-3 sm:min-h-0"
        disabled={pending}
        aria-label={archived ? t("unarchiveTitle", { title }) : t("archiveTitle", { title })}
        onClick={() =>
          start(async () => {
            try {
              await api(`/api/games/${gameId}/archive`, { method: "POST", json: { archived: !archived } });
              setError(null);
              router.refresh();
            } catch (e) {
              setError((e as Error).message);
            }
          })
        }
      >
        {archived ? t("unarchive") : t("archive")}
      </button>
      {error && (
        <span role="alert" className="error-text">
          {error}
        </span>
      )}
    </>
  );
}

/** Delete, after a confirmation that offers the game's export first (the log is gone for good after). */
export function DeleteGameButton({ gameId, title }: { gameId: string; title: string }) {
  const t = useTranslations("games.actions");
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [exported, setExported] = useState(false);
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const headingId = `delete-${gameId}-heading`;
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost min-h-11 px-3 text-blood-400 sm:min-h-0"
        aria-label={t("deleteTitle", { title })}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {t("delete")}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-night-600 bg-night-900 p-5 text-ink-100 backdrop:bg-night-950/80"
      >
        <h2 id={headingId} className="mb-2 text-lg font-semibold">
          {t("deleteHeading", { title })}
        </h2>
        <p className="mb-3 text-sm text-ink-300">{t("deleteBody")}</p>
        <p className="mb-4 text-sm text-ink-300">{t("deleteKeep")}</p>
        <div className="flex flex-wrap gap-2">
          <a
            className="btn btn-primary"
            href={`/api/games/${gameId}/export`}
            download
            onClick={() => setExported(true)}
          >
            {exported ? t("downloaded") : t("download")}
          </a>
          <button
            type="button"
            className="btn btn-danger"
            disabled={pending}
            onClick={() =>
              start(async () => {
                try {
                  await api(`/api/games/${gameId}`, { method: "DELETE" });
                  dialog.current?.close();
                  router.refresh();
                } catch (e) {
                  setError((e as Error).message);
                }
              })
            }
          >
            {pending ? t("deleting") : t("deleteForGood")}
          </button>
          {/* Cancel takes the focus when the dialog opens: Enter or Escape keeps the game. */}
          <button type="button" className="btn" autoFocus onClick={() => dialog.current?.close()}>
            {t("cancel")}
          </button>
        </div>
        {error && (
          <p role="alert" className="error-text mt-3">
            {error}
          </p>
        )}
      </dialog>
    </>
  );
}
