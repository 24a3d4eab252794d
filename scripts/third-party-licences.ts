/**
 * The browser's chunks carry no licence comments (vite.config.ts: `esbuild.legalComments: "none"` —
 * there were 22, fourteen of them the same Remix notice, 0.6 KB gz of every first load). Instead the
 * client build writes `assets/third-party-licenses-<hash>.txt`: every package whose code is in a browser
 * chunk, with its version, licence and licence text — also the packages whose code never carried a
 * comment — under a name with its content's hash like every asset (assets are served immutable), and
 * the shell chunk, which every page loads, names that file.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The folder of the package a module id belongs to (the innermost node_modules), or null for our own code. */
export function packageRoot(id: string): string | null {
  const file = id.replace(/^\0/, "").split("?")[0];
  const at = file.lastIndexOf("/node_modules/");
  if (at < 0) return null;
  const rest = file.slice(at + "/node_modules/".length).split("/");
  const name = rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  return `${file.slice(0, at)}/node_modules/${name}`;
}

function notice(root: string): { name: string; text: string } | null {
  const manifest = path.join(root, "package.json");
  if (!existsSync(manifest)) return null;
  const pkg = JSON.parse(readFileSync(manifest, "utf8")) as { name: string; version: string; license?: string };
  const file = readdirSync(root).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
  const text = file ? readFileSync(path.join(root, file), "utf8").trim() : `Licence: ${pkg.license ?? "(not stated)"}`;
  return { name: pkg.name, text: `${pkg.name} ${pkg.version} (${pkg.license ?? "licence not stated"})\n\n${text}` };
}

export function thirdPartyLicences(): Plugin {
  return {
    name: "third-party-licences",
    apply: "build",
    generateBundle(_options, bundle) {
      const roots = new Set<string>();
      let shell: { code: string } | null = null;
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        if (file.name === "shell") shell = file;
        for (const [id, rendered] of Object.entries(file.modules)) {
          const root = rendered.renderedLength > 0 ? packageRoot(id) : null;
          if (root) roots.add(root);
        }
      }
      const notices = [...roots]
        .map(notice)
        .filter((n) => n !== null)
        .sort((a, b) => a.name.localeCompare(b.name));
      const source = [
        "Third-party software in this shop's browser code, with its licence.",
        ...notices.map((n) => n.text),
      ].join(`\n\n${"-".repeat(72)}\n\n`);
      const ref = this.emitFile({ type: "asset", name: "third-party-licenses.txt", source: `${source}\n` });
      // After minification, which drops every comment: the pointer to the licences stays.
      if (shell) shell.code = `/*! Licences: /${this.getFileName(ref)} */\n${shell.code}`;
    },
  };
}
