"use client";
import { useState } from "react";
import { JsonFileInput } from "@/components/json-file-input";

/** A JSON file picker and, under it, a paste box with its own submit button: both hand the text over. */
export function JsonImportFields({
  id,
  fileLabel,
  pasteLabel,
  submitLabel,
  busy,
  onJson,
  placeholder,
  primary = false,
}: {
  id: string;
  fileLabel: string;
  pasteLabel: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when the text was taken (the paste box is then emptied). */
  onJson: (json: string) => Promise<boolean>;
  placeholder?: string;
  primary?: boolean;
}) {
  const [text, setText] = useState("");
  return (
    <>
      <JsonFileInput id={`${id}-file`} label={fileLabel} disabled={busy} onText={(json) => void onJson(json)} />
      <form
        className="space-y-2"
        onSubmit={async (e) => {
          e.preventDefault();
          if (await onJson(text)) setText("");
        }}
      >
        <label htmlFor={`${id}-paste`} className="label">
          {pasteLabel}
        </label>
        <textarea
          id={`${id}-paste`}
          className={`input font-mono text-xs ${primary ? "min-h-28" : "min-h-20"}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          spellCheck={false}
        />
        <button className={`btn w-full ${primary ? "btn-primary" : ""}`} disabled={busy || !text.trim()}>
          {submitLabel}
        </button>
      </form>
    </>
  );
}
