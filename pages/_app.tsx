import type { AppProps } from "next/app";
import "../app/globals.css";

/** The pages router serves only the town square (see pages/town/[slug].tsx for why). */
export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
