/**
 * The network a client address belongs to (issue 44: each network's share of the overall card-check
 * cap): IPv4 /24, IPv6 /64 — the blocks one subscriber, office or hosting customer usually holds. An
 * IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, as a dual-stack socket reports IPv4 clients) is its IPv4
 * address. Anything else (no address, garbage) is its own network, apart from every real one.
 */
export function networkOf(address: string): string {
  const raw = address.trim().toLowerCase();
  const ipv4 = ipv4Parts(raw);
  if (ipv4) return `${ipv4.slice(0, 3).join(".")}.0/24`;
  const groups = ipv6Groups(raw);
  if (groups) {
    const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
    if (mapped) return `${groups[6] >> 8}.${groups[6] & 0xff}.${groups[7] >> 8}.0/24`;
    return `${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(":")}::/64`;
  }
  return `other:${raw.slice(0, 64)}`;
}

function ipv4Parts(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, `::` expanded, IPv4 tail read), or null. */
function ipv6Groups(text: string): number[] | null {
  const address = text.split("%")[0] ?? "";
  if (!address.includes(":") || address.length > 45) return null;
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const read = (half: string): number[] | null => {
    if (half === "") return [];
    const groups: number[] = [];
    const pieces = half.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = ipv4Parts(piece);
        if (!v4) return null;
        groups.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) groups.push(Number.parseInt(piece, 16));
      else return null;
    }
    return groups;
  };
  const head = read(halves[0] ?? "");
  const tail = halves.length === 2 ? read(halves[1] ?? "") : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}
