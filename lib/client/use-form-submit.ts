"use client";
import { useState, type FormEvent } from "react";

/**
 * A form's submit handler for an action that leaves the page on success (it stays busy then):
 * on failure the error message is shown and the form can be sent again.
 */
export function useFormSubmit(action: (form: FormData) => Promise<void>) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await action(form);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };
  return { onSubmit, error, busy };
}
