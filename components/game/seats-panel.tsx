"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { Seat } from "@/lib/game/core";
import type { Commands } from "./use-game";
import { SeatLinkControls, useSeatLinks } from "./seat-link";
import { SignUpPaste } from "./signup-paste";
import { LinksForAll } from "./links-for-all";

export function SeatsPanel({ gameId, seats, commands }: { gameId: string; seats: Seat[]; commands: Commands }) {
  const t = useTranslations("gamePage.seats");
  const links = useSeatLinks(gameId);
  const [pasting, setPasting] = useState(false);
  const linked = new Set(links.data?.links.map((l) => l.seatId));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    const toIndex = seats.findIndex((s) => s.id === e.over!.id);
    void commands.send({ type: "seat.move", seatId: String(e.active.id), toIndex });
  };
  return (
    <section className="card" aria-labelledby="seats-heading">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id="seats-heading" className="flex items-baseline gap-2 font-semibold">
          {t("heading")} <span className="text-sm font-normal text-ink-400">{seats.length}</span>
        </h2>
        <button type="button" className="btn ml-auto" aria-expanded={pasting} onClick={() => setPasting((p) => !p)}>
          {t("paste")}
        </button>
      </div>
      <AddSeatForm commands={commands} />
      {pasting && <SignUpPaste seats={seats} commands={commands} onDone={() => setPasting(false)} />}
      <LinksForAll gameId={gameId} seats={seats} />
      {seats.length === 0 ? (
        <p className="mt-4 text-sm text-ink-400">{t("none")}</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={seats.map((s) => s.id)} strategy={verticalListSortingStrategy}>
            <ol className="mt-4 space-y-2" aria-label={t("inOrder")}>
              {seats.map((seat, i) => (
                <SeatRow
                  key={seat.id}
                  gameId={gameId}
                  seat={seat}
                  index={i}
                  count={seats.length}
                  commands={commands}
                  hasLink={linked.has(seat.id)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}

function AddSeatForm({ commands }: { commands: Commands }) {
  const t = useTranslations("gamePage.seats");
  return (
    <form
      className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const data = new FormData(form);
        await commands.send({ type: "seat.add", name: data.get("name"), handle: data.get("handle") || null });
        form.reset();
        (form.elements.namedItem("name") as HTMLInputElement).focus();
      }}
    >
      <label className="sr-only" htmlFor="seat-name">
        {t("playerName")}
      </label>
      <input id="seat-name" name="name" className="input" placeholder={t("playerName")} required maxLength={40} />
      <label className="sr-only" htmlFor="seat-handle">
        {t("handle")}
      </label>
      <input id="seat-handle" name="handle" className="input" placeholder={t("handleOptional")} maxLength={60} />
      <button className="btn btn-primary" disabled={commands.busy}>
        {t("add")}
      </button>
    </form>
  );
}

function SeatRow({
  gameId,
  seat,
  index,
  count,
  commands,
  hasLink,
}: {
  gameId: string;
  seat: Seat;
  index: number;
  count: number;
  commands: Commands;
  hasLink: boolean;
}) {
  const t = useTranslations("gamePage.seats");
  const [linkOpen, setLinkOpen] = useState(false);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: seat.id });
  const [editing, setEditing] = useState(false);
  const [noteOpen, setNoteOpen] = useState(false);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-lg border border-night-700 bg-night-850 px-3 py-2 ${isDragging ? "z-10 opacity-80 shadow-lg" : ""}`}
      data-testid="seat-row"
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          className="cursor-grab touch-none px-1 text-ink-400 hover:text-ink-100"
          aria-label={t("drag", { name: seat.name })}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <span className="w-6 text-right font-mono text-xs text-ink-400">{index + 1}</span>
        {editing ? (
          <form
            className="flex flex-1 flex-wrap gap-2"
            onSubmit={async (e) => {
              e.preventDefault();
              const data = new FormData(e.currentTarget);
              await commands.send({
                type: "seat.update",
                seatId: seat.id,
                name: data.get("name"),
                handle: data.get("handle") || null,
              });
              setEditing(false);
            }}
          >
            <label className="sr-only" htmlFor={`name-${seat.id}`}>
              {t("name")}
            </label>
            <input
              id={`name-${seat.id}`}
              name="name"
              defaultValue={seat.name}
              className="input flex-1"
              autoFocus
              required
              maxLength={40}
              onKeyDown={(e) => e.key === "Escape" && setEditing(false)}
            />
            <label className="sr-only" htmlFor={`handle-${seat.id}`}>
              {t("handle")}
            </label>
            <input
              id={`handle-${seat.id}`}
              name="handle"
              defaultValue={seat.handle ?? ""}
              className="input flex-1"
              placeholder={t("handle")}
              maxLength={60}
            />
            <button className="btn btn-primary">{t("save")}</button>
            <button type="button" className="btn" onClick={() => setEditing(false)}>
              {t("cancel")}
            </button>
          </form>
        ) : (
          <>
            <span className="font-medium">{seat.name}</span>
            {seat.handle && <span className="text-sm text-ink-400">@{seat.handle}</span>}
            {seat.note && (
              <span className="text-xs text-moon-300" title={t("hasNote")}>
                {t("noteBadge")}
              </span>
            )}
            {hasLink && (
              <span className="text-xs text-ink-400" title={t("hasLink")}>
                {t("linkBadge")}
              </span>
            )}
            <span className="ml-auto flex flex-wrap justify-end gap-1">
              <button
                className="btn btn-ghost px-2"
                disabled={index === 0}
                onClick={() => commands.send({ type: "seat.move", seatId: seat.id, toIndex: index - 1 })}
                aria-label={t("up", { name: seat.name })}
              >
                ↑
              </button>
              <button
                className="btn btn-ghost px-2"
                disabled={index === count - 1}
                onClick={() => commands.send({ type: "seat.move", seatId: seat.id, toIndex: index + 1 })}
                aria-label={t("down", { name: seat.name })}
              >
                ↓
              </button>
              <button
                className="btn btn-ghost px-2 text-sm"
                onClick={() => setNoteOpen((o) => !o)}
                aria-expanded={noteOpen}
                aria-label={t("noteFor", { name: seat.name })}
              >
                {t("note")}
              </button>
              <button
                className="btn btn-ghost px-2 text-sm"
                onClick={() => setLinkOpen((o) => !o)}
                aria-expanded={linkOpen}
                aria-label={t("linkFor", { name: seat.name })}
              >
                {t("link")}
              </button>
              <button
                className="btn btn-ghost px-2 text-sm"
                onClick={() => setEditing(true)}
                aria-label={t("renameName", { name: seat.name })}
              >
                {t("rename")}
              </button>
              <button
                className="btn btn-danger px-2 text-sm"
                onClick={() => commands.send({ type: "seat.remove", seatId: seat.id })}
                aria-label={t("removeName", { name: seat.name })}
              >
                {t("remove")}
              </button>
            </span>
          </>
        )}
      </div>
      {linkOpen && <SeatLinkControls gameId={gameId} seatId={seat.id} seatName={seat.name} hasLink={hasLink} />}
      {noteOpen && (
        <form
          className="mt-2 flex flex-col gap-2 sm:flex-row"
          onSubmit={async (e) => {
            e.preventDefault();
            await commands.send({
              type: "seat.note",
              seatId: seat.id,
              note: String(new FormData(e.currentTarget).get("note") ?? ""),
            });
            setNoteOpen(false);
          }}
        >
          <label className="sr-only" htmlFor={`note-${seat.id}`}>
            {t("noteLabel")}
          </label>
          <textarea
            id={`note-${seat.id}`}
            name="note"
            defaultValue={seat.note}
            className="input min-h-16 flex-1"
            placeholder={t("notePlaceholder")}
            maxLength={4000}
          />
          <button className="btn btn-primary self-start">{t("saveNote")}</button>
        </form>
      )}
    </li>
  );
}
