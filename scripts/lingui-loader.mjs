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
    parserOpts: { plugins: ["jsx", "typescript"] },
    plugins: ["@lingui/babel-plugin-lingui-macro"],
  });
  return { ...result, source: output?.code ?? source };
}
