/**
 * Host + path prefix (+ language prefix) → storefront. Pure: built once from the validated configs,
 * used by server.ts for every request and by tests. docs/decisions/001-tenant-resolution.md
 */

import type { Origin } from "./schema-fields";
import { languagePrefix, originUrl, type Storefront } from "./storefront";
import type { Environment, Language } from "./vocabulary";

export interface RegistryOptions {
  /** Which configured origins are live: production or staging. */
  environment: Exclude<Environment, "local">;
  /** Also answer on <code>.localhost and plain localhost (the default storefront). */
  localHosts: boolean;
  /** The storefront plain localhost serves. */
  defaultCode: string;
  /** Per-storefront origin overrides from the environment (code → origins), replacing the config's. */
  overrides?: Record<string, Origin[]>;
}

export interface Mount {
  storefront: Storefront;
  host: string;
  pathPrefix: string;
  /** Absolute origin URL of this mount (scheme + host), for links across storefronts. */
  origin: string;
  local: boolean;
}

export type Resolution =
  | { kind: "storefront"; storefront: Storefront; language: Language; basename: string; mount: Mount; rest: string }
  | { kind: "redirect"; location: string }
  | { kind: "unknown" };

export class StorefrontRegistry {
  readonly all: readonly Storefront[];
  readonly byCode: ReadonlyMap<string, Storefront>;
  readonly byStoreId: ReadonlyMap<number, Storefront>;
  /** Every mount by `<host> <path prefix>`: a request is resolved in a few lookups however many share a host. */
  private readonly mounts = new Map<string, Mount>();
  /** The most segments a path prefix has on a host, for hosts with prefixes (none: 0). */
  private readonly depths = new Map<string, number>();
  /** Per storefront, the mounts `originOf` names: made once, not searched for on every link. */
  private readonly origins = new Map<Storefront, { local?: Mount; remote?: Mount; first: Mount }>();

  constructor(
    storefronts: Storefront[],
    readonly options: RegistryOptions,
  ) {
    this.all = storefronts;
    this.byCode = new Map(storefronts.map((s) => [s.code, s]));
    this.byStoreId = new Map(storefronts.map((s) => [s.storeId, s]));
    // Each host's mounts in the order they were added, for originOf's choice below.
    const hosts = new Map<string, Mount[]>();
    const addMount = (storefront: Storefront, host: string, pathPrefix: string, origin: string, local: boolean) => {
      const key = mountKey(host, pathPrefix);
      const clash = this.mounts.get(key);
      if (clash) {
        throw new Error(
          `${storefront.code} and ${clash.storefront.code} both claim ${host}${pathPrefix || "/"}: hosts + prefixes must be unique`,
        );
      }
      const mount = { storefront, host, pathPrefix, origin, local };
      this.mounts.set(key, mount);
      const depth = pathPrefix.split("/").length - 1;
      if (depth > (this.depths.get(host) ?? 0)) this.depths.set(host, depth);
      const list = hosts.get(host);
      if (list) list.push(mount);
      else hosts.set(host, [mount]);
    };
    for (const storefront of storefronts) {
      const origins = options.overrides?.[storefront.code] ?? storefront.origins[options.environment];
      for (const origin of origins) addMount(storefront, origin.host, origin.pathPrefix, originUrl(origin), false);
      if (options.localHosts) addMount(storefront, storefront.localHost, "", `http://${storefront.localHost}`, true);
    }
    if (options.localHosts) {
      const fallback = this.byCode.get(options.defaultCode);
      if (!fallback) throw new Error(`DEFAULT_STOREFRONT '${options.defaultCode}' is not a storefront in tenants/`);
      addMount(fallback, "localhost", "", "http://localhost", true);
      addMount(fallback, "127.0.0.1", "", "http://127.0.0.1", true);
    }
    for (const [host, mounts] of hosts) {
      // Longest prefix first (as originOf names a storefront's first mount on a host).
      mounts.sort((a, b) => b.pathPrefix.length - a.pathPrefix.length);
      if (host === "localhost" || host === "127.0.0.1") continue;
      for (const m of mounts) {
        const known = this.origins.get(m.storefront) ?? { first: m };
        if (m.local) known.local ??= m;
        else known.remote ??= m;
        this.origins.set(m.storefront, known);
      }
    }
  }

  /** Whether a Host header names a local host (LOCAL_HOSTS: `<code>.localhost`, localhost, 127.0.0.1). */
  isLocalHost(hostHeader: string): boolean {
    const host = hostHeader.toLowerCase().replace(/:\d+$/, "");
    return this.mounts.get(mountKey(host, ""))?.local === true;
  }

  get(code: string): Storefront {
    const s = this.byCode.get(code);
    if (!s) throw new Error(`Unknown storefront ${code}`);
    return s;
  }

  /**
   * Where links to a storefront go: its first production/staging origin, or — when the request came
   * in on a local host (`localPort` is then the request's ":port" or "") — its <code>.localhost host.
   */
  originOf(storefront: Storefront, localPort: string | null): { origin: string; pathPrefix: string } {
    const known = this.origins.get(storefront);
    if (!known) throw new Error(`${storefront.code} has no origin`);
    const mount = (localPort !== null ? known.local : known.remote) ?? known.first;
    return { origin: mount.local ? `${mount.origin}${localPort ?? ""}` : mount.origin, pathPrefix: mount.pathPrefix };
  }

  /**
   * Resolves a request. `host` may carry a port; `path` is the URL pathname. The language prefix is
   * only recognised for the storefront's non-default languages; the default language's own code as
   * a prefix redirects to the unprefixed URL (one canonical URL per page).
   */
  resolve(hostHeader: string, path: string, search = ""): Resolution {
    const host = hostHeader.toLowerCase().replace(/:\d+$/, "");
    const mount = this.mountOf(host, path);
    if (!mount) return { kind: "unknown" };
    const { storefront } = mount;
    let rest = path.slice(mount.pathPrefix.length) || "/";
    let language = storefront.defaultLanguage;
    const segment = /^\/([a-z]{2})(?=\/|$)/.exec(rest)?.[1];
    if (segment && storefront.languages.includes(segment as Language)) {
      if (segment === storefront.defaultLanguage) {
        const stripped = rest.slice(3) || "/";
        return { kind: "redirect", location: `${mount.pathPrefix}${stripped}${search}` };
      }
      language = segment as Language;
      rest = rest.slice(3) || "/";
    }
    const basename = `${mount.pathPrefix}${languagePrefix(storefront, language)}` || "/";
    return { kind: "storefront", storefront, language, basename, mount, rest };
  }

  /**
   * The mount of the longest path prefix on the host that the path is under (`/ch` holds `/ch` and
   * `/ch/…`, not `/chx`): the path's first segments, as many as the host's prefixes have at most,
   * looked up longest first, then the host's unprefixed mount.
   */
  private mountOf(host: string, path: string): Mount | undefined {
    const depth = this.depths.get(host) ?? 0;
    const ends: number[] = [];
    let end = 0;
    while (ends.length < depth && path.charCodeAt(end) === SLASH) {
      const next = path.indexOf("/", end + 1);
      end = next < 0 ? path.length : next;
      ends.push(end);
      if (next < 0) break;
    }
    for (let i = ends.length - 1; i >= 0; i--) {
      const mount = this.mounts.get(mountKey(host, path.slice(0, ends[i])));
      if (mount) return mount;
    }
    return this.mounts.get(mountKey(host, ""));
  }
}

const SLASH = 0x2f;

/** A mount's key: host and path prefix (neither holds a space). */
const mountKey = (host: string, pathPrefix: string) => `${host} ${pathPrefix}`;
