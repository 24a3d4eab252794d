// Module load hook: applies @lingui/babel-plugin-lingui-macro to the project's own modules that import
// a Lingui macro. See lingui-hook.mjs.
import { transformAsync } from "@babel/core";

const MACRO = /from\s*["']@lingui\/(core|react)\/macro["']/;

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.startsWith("file:") || url.includes("/node_modules/") || result.source == null) return result;
  const source = typeof result.source === "string" ? result.source : Buffer.from(result.source).toString("utf8");
  if (!MACRO.test(source)) return result;
  const output = await transformAsync(source, {
    filename: new URL(url).pathname,
    babelrc: false,
    configFile: false,
    sourceMaps: "inline",
    // On Node 22 tsx compiles TypeScript in its in-thread hooks (module.registerHooks) after this one, so
    // the source may still be TypeScript: parse it as such and print it back with its types for tsx.
    parserOpts: { plugins: /\.[cm]?tsx?$/.test(new URL(url).pathname) ? ["jsx", "typescript"] : ["jsx"] },
    plugins: ["@lingui/babel-plugin-lingui-macro"],
  });
  return { ...result, source: output?.code ?? source };
}
