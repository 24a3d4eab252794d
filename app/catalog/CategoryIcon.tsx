/** Icons of the taxonomy terms (the `icon` field of a term): simple 24×24 outline glyphs. */
const PATHS: Record<string, string> = {
  restaurant: "M7 2v8a2 2 0 0 1-2 2v10H3V12a2 2 0 0 1-2-2V2h2v6h1V2h2v6h1V2h0Zm9 0c2.2 0 4 2.2 4 6v5h-2v9h-2V2Z",
  spa: "M12 3c2 2.3 3 4.6 3 7s-1 4.4-3 6c-2-1.6-3-3.6-3-6s1-4.7 3-7Zm-9 8c3.5 0 6.3 1.6 8 4.5V21c-4.5 0-8-3.5-8-8v-2Zm18 0v2c0 4.5-3.5 8-8 8v-5.5c1.7-2.9 4.5-4.5 8-4.5Z",
  ticket:
    "M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4V6Zm2 2v.6a4 4 0 0 1 0 6.8v.6h14v-.6a4 4 0 0 1 0-6.8V8H5Zm8 1h2v2h-2V9Zm0 4h2v2h-2v-2Z",
  "shopping-bag":
    "M7 7a5 5 0 0 1 10 0h3l1 14H3L4 7h3Zm2 0h6a3 3 0 0 0-6 0Zm-3.1 2-.8 10h13.8l-.8-10H17v2h-2V9H9v2H7V9H5.9Z",
  book: "M4 4a2 2 0 0 1 2-2h14v16H6a1 1 0 0 0 0 2h14v2H6a3 3 0 0 1-3-3V4Zm2 0v12h12V4H6Zm2 2h8v2H8V6Z",
  plane: "M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5Z",
  sport:
    "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm1 2.1V7l2.5 1.8 2.6-1A8 8 0 0 0 13 4.1Zm-2 0a8 8 0 0 0-5.1 3.7l2.6 1L11 7V4.1ZM4.1 11a8 8 0 0 0 1.3 5.4l2.3-.5.8-3.3-2.3-2.3-2.1.7Zm15.8 0-2.1-.7-2.3 2.3.8 3.3 2.3.5a8 8 0 0 0 1.3-5.4ZM12 9l-2.6 1.9 1 3.1h3.2l1-3.1L12 9Zm-3 9.5A8 8 0 0 0 15 18.5l-1-2.5h-4l-1 2.5Z",
  kids: "M12 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm-6 7h12v2h-4v11h-2v-5h-0v5h-2V11H6V9Z",
  home: "M12 3 2 11h3v10h6v-6h2v6h6V11h3L12 3Zm0 2.6 5 4V19h-2v-6H9v6H7V9.6l5-4Z",
  theater:
    "M3 3h10v6c0 3.3-2.2 6-5 6s-5-2.7-5-6V3Zm2 2v4c0 2.2 1.3 4 3 4s3-1.8 3-4V5H5Zm10 4h6v6c0 3.3-2.2 6-5 6-1.5 0-2.8-.8-3.7-2l1.6-1.2c.5.8 1.3 1.2 2.1 1.2 1.7 0 3-1.8 3-4v-4h-4V9Z",
  mail: "M2 5h20v14H2V5Zm2 2v.5l8 5 8-5V7H4Zm16 2.9-8 5-8-5V17h16V9.9Z",
  card: "M2 5h20v14H2V5Zm2 2v2h16V7H4Zm0 5v5h16v-5H4Zm2 2h5v2H6v-2Z",
  gift: "M20 7h-2.2A3 3 0 0 0 12 4a3 3 0 0 0-5.8 3H4v5h1v9h14v-9h1V7Zm-5-2a1 1 0 1 1 0 2h-2a2 2 0 0 1 2-2ZM9 5a2 2 0 0 1 2 2H9a1 1 0 1 1 0-2ZM6 9h5v1H6V9Zm1 3h4v7H7v-7Zm6 7v-7h4v7h-4Zm5-9h-5V9h5v1Z",
  star: "m12 2 3 6.3 7 .9-5.1 4.8 1.3 6.9L12 17.6 5.8 20.9 7.1 14 2 9.2l7-.9L12 2Z",
  trophy:
    "M6 2h12v2h3v4a4 4 0 0 1-4 4h-.4A6 6 0 0 1 13 15.9V18h3v4H8v-4h3v-2.1A6 6 0 0 1 7.4 12H7a4 4 0 0 1-4-4V4h3V2Zm2 2v5a4 4 0 0 0 8 0V4H8ZM5 6v2a2 2 0 0 0 1 1.7V6H5Zm14 0h-1v3.7A2 2 0 0 0 19 8V6Z",
  sparkle: "M12 2l2 6 6 2-6 2-2 6-2-6-6-2 6-2 2-6Zm7 13 1 2.5 2.5 1-2.5 1L19 22l-1-2.5-2.5-1 2.5-1L19 15Z",
  percent: "M7 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm10 10a3 3 0 1 1 0 6 3 3 0 0 1 0-6ZM18.6 4 20 5.4 5.4 20 4 18.6 18.6 4Z",
};

export function CategoryIcon({ name, size = 24 }: { name: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={PATHS[name] ?? PATHS.gift} />
    </svg>
  );
}
