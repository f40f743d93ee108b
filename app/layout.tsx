import type { Metadata, Viewport } from "next";
import "./globals.css";
import { HydrationMarker } from "@/components/hydration-marker";

export const metadata: Metadata = {
  title: { default: "Grimoire", template: "%s · Grimoire" },
  description: "Run hidden-role games: scripts, the grimoire, nights, votes and a live town square.",
};

export const viewport: Viewport = { themeColor: "#0b0d14", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans antialiased">
        {children}
        <HydrationMarker />
      </body>
    </html>
  );
}
